/** Where a live opened from a shared link came from (requestLive's source; project). */
export const LIVE_SHARE_SOURCE = 'share_link';

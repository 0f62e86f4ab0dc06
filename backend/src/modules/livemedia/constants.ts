/** Seeded lives' media: the project's own numbers (the spec says nothing of server media). */

/** A live's media channel is `live-<channelId>` (its signalling channel `rtc:live-<channelId>`). */
export const LIVE_MEDIA_PREFIX = 'live-';

/**
 * Viewers one backend process serves across all its lives; more are not answered (the live
 * service's own limit, spec 3 §8 code 1406 "people max", comes first). From bench/report.json
 * `liveViewers` on a 2-core machine: README.md "How far one process goes".
 */
export const LIVE_MEDIA_MAX_VIEWERS = 150;

/** startBroadcast gives up when the gateway has not let the host into the channel by then. */
export const LIVE_MEDIA_JOIN_TIMEOUT_MS = 10_000;

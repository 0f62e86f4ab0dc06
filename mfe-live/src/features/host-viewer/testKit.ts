// Test-only: the host cards and answers the wall's and the viewer's tests build on.
import type { HostCard } from 'shared-sdk';

/** A host card as the server sends it (Brazil, online, a picture, no video, not liked). */
export const hostCard = (id: number, over: Partial<HostCard> = {}): HostCard =>
  ({
    id,
    userId: id,
    name: `Host ${id}`,
    userName: `Host ${id}`,
    headImg: `/a/${id}.png`,
    pictureUrl: `/p/${id}.jpg`,
    videoUrl: '',
    videoCoverUrl: '',
    countryId: 31,
    countryName: 'Brazil',
    onlineStatus: 2,
    status: 2,
    groupName: 'BR',
    callPrice: 80,
    gender: 2,
    liked: false,
    ...over,
  }) as HostCard;

/** A successful SDK answer carrying `data`. */
export const answer = <T>(data: T) =>
  Promise.resolve({ ok: true, code: 200, data, msg: '' } as never);

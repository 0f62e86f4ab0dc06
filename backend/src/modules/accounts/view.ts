import type { FastifyRequest } from 'fastify';
import type { DB } from '../../db';
import { PRESENCE_STALE_MS } from '../../constants';
import { absoluteUrl } from '../../http/assets';
import { readBalanceSnapshot } from '../ledger';
import { createRelations, type Relations } from '../chat/relations';
import { USER_STATUS } from '../../sdk';
import type { UserRow } from './service';

/**
 * A user's presence (spec 1 §9 status codes). Seeded hosts are simulated and keep their
 * seeded status; a real user is offline once their heartbeat (every 20 s) is three beats old.
 */
export function effectiveStatus(
  u: Pick<UserRow, 'status' | 'status_at' | 'simulated'>,
  now: number,
): number {
  if (u.simulated) return u.status;
  if (u.status_at === null || now - u.status_at > PRESENCE_STALE_MS) return USER_STATUS.offline;
  return u.status;
}

const relationsByDb = new WeakMap<DB, Relations>();
/** Relation of `viewer` to `target` (spec 2 §3: 0 self, 2 friend, 3 pending, 4 not yet): the
 *  chat module's rules (src/modules/chat/relations.ts). */
export function relationOf(db: DB, viewerId: number, targetId: number): number {
  let r = relationsByDb.get(db);
  if (!r) relationsByDb.set(db, (r = createRelations(db)));
  return r.relationOf(viewerId, targetId);
}

/** The viewer's favourite mark on a friend (spec 2 §3 stick), 0 when not a friend. */
function stickOf(db: DB, viewerId: number, targetId: number): number {
  let r = relationsByDb.get(db);
  if (!r) relationsByDb.set(db, (r = createRelations(db)));
  return r.link(viewerId, targetId)?.stick ?? 0;
}

/** Full years from a `YYYY-MM-DD` birthday to `now` (UTC); null without a valid birthday. */
export function ageFrom(birthday: string | null, now: number): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday ?? '');
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(now);
  const before = t.getUTCMonth() + 1 < mo || (t.getUTCMonth() + 1 === mo && t.getUTCDate() < d);
  return t.getUTCFullYear() - y - (before ? 1 : 0);
}

/**
 * User info (spec 1 §3 / spec 2 §3): id, userName, headImg, goldNum, gender, countryId,
 * payStatus, relation, stick. goldNum and the birthday are only shown to the user themself;
 * anyone else gets `age` instead of the date (a profile shows no one else a birth date). Hosts add what
 * the profile pages need (status, callPrice, languages, interests, photos).
 */
export function userInfoView(
  req: FastifyRequest,
  db: DB,
  u: UserRow,
  viewerId: number,
  now: number,
) {
  const self = u.id === viewerId;
  // Own balance with its ledger sequence, for the SDK's one balance writer (applyBalance).
  const balance = self ? readBalanceSnapshot(db, u.id) : null;
  const base = {
    id: u.id,
    userName: u.user_name,
    headImg: absoluteUrl(req, u.head_img),
    // The 112×150 avatar, own info only (lists of other users carry headImg).
    ...(self && u.head_img_small ? { headImgSmall: absoluteUrl(req, u.head_img_small) } : {}),
    goldNum: balance?.goldNum ?? 0,
    ...(balance ? { balanceSeq: balance.balanceSeq } : {}),
    gender: u.gender,
    countryId: u.country_id ?? 0,
    payStatus: u.pay_status,
    relation: relationOf(db, viewerId, u.id),
    stick: stickOf(db, viewerId, u.id),
    ...(self ? { birthday: u.birthday ?? '' } : { age: ageFrom(u.birthday, now) }),
    ...(self && u.interface_language ? { interfaceLanguage: u.interface_language } : {}),
    status: effectiveStatus(u, now),
    isHost: u.is_host === 1,
  };
  if (!u.is_host) return base;
  const photos = db
    .prepare('SELECT url FROM user_photos WHERE user_id = ? ORDER BY sort')
    .all(u.id) as { url: string }[];
  return {
    ...base,
    callPrice: u.call_price ?? 0,
    languages: JSON.parse(u.languages) as number[],
    interests: JSON.parse(u.interests) as number[],
    photos: photos.map((p) => absoluteUrl(req, p.url)),
  };
}

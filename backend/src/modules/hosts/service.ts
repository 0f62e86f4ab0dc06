/**
 * Host lists, cards, the wall and likes (spec 3 §7 "Wall and host lists"; spec 2 §7 "Matches"
 * card paths). Shapes: shared-sdk/src/api/modules/hosts.ts. Lists are ordered online first, then
 * busy, then offline, then by id, so the LivCam home shows who can be called now. Routes:
 * routes.ts.
 */
import type { HostCard, HostCountry, LikeResult, PageResult, WallGroup } from 'shared-sdk/node';
import { Codes } from '../../codes';
import type { DB } from '../../db';
import { BizError } from '../../http/envelope';
import { absolute } from '../../http/origins';
import type { Accounts, UserRow } from '../accounts/service';
import { getConfig } from '../catalog/config';
import {
  CALL_CODE,
  HOST_LIST_PAGE_SIZE,
  MATCH_BLUR_STRANGERS_DEFAULT,
  MATCH_HOST_FALLBACK_MS,
  MATCH_LAUNCH_TIMEOUT_MS,
  MATCH_POLL_MS,
  USER_STATUS,
} from '../../sdk';
import { countryName } from './countryNames';
import { hostStory } from './stories';

type Row = UserRow & { ab: string | null };

/** A host list's filters (the query of every list path). */
export interface ListQuery {
  page?: number;
  size?: number;
  countryId?: number;
  searchQ?: string;
  groupName?: string;
}

/** Who looks: the signed-in viewer (their likes show) and the language of the country names. */
export interface Viewer {
  userId: number | null;
  languageId?: number;
  /** The origin of the viewer's request: pictures and clips as absolute URLs on it. */
  origin: string;
}

const ORDER = `ORDER BY CASE u.status WHEN ${USER_STATUS.online} THEN 0 WHEN ${USER_STATUS.busy} THEN 1 ELSE 2 END, u.id`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createHostLists(d: { db: DB; now: () => number; accounts: Accounts }) {
  const { db, now } = d;
  const st = {
    photosOf: db.prepare('SELECT url FROM user_photos WHERE user_id = ? ORDER BY sort'),
    likedBy: db.prepare('SELECT liked_user_id AS id FROM user_likes WHERE user_id = ?'),
    countries: db.prepare(
      `SELECT c.id AS countryId, c.ab AS ab, c.name AS name, COUNT(*) AS count
       FROM users u JOIN countries c ON c.id = u.country_id
       WHERE u.is_host = 1 GROUP BY c.id ORDER BY count DESC, c.name`,
    ),
    groups: db.prepare(
      `SELECT c.id AS id, c.ab AS ab FROM users u JOIN countries c ON c.id = u.country_id
       WHERE u.is_host = 1 GROUP BY c.id ORDER BY (c.id = ?) DESC, COUNT(*) DESC, c.ab`,
    ),
    country: db.prepare('SELECT id, ab FROM countries WHERE id = ?'),
    after: db.prepare(
      `SELECT u.*, c.ab AS ab FROM users u LEFT JOIN countries c ON c.id = u.country_id
       WHERE u.is_host = 1 AND u.id > ? AND (? = 0 OR u.country_id = ?) ORDER BY u.id LIMIT 1`,
    ),
    like: db.prepare(
      'INSERT OR IGNORE INTO user_likes (user_id, liked_user_id, play_way, created_at) VALUES (?, ?, ?, ?)',
    ),
    likeAt: db.prepare('SELECT created_at FROM user_likes WHERE user_id = ? AND liked_user_id = ?'),
  };

  function card(u: Row, v: Viewer, liked: Set<number>): HostCard {
    const photos = (st.photosOf.all(u.id) as { url: string }[]).map((p) =>
      absolute(v.origin, p.url),
    );
    const head = absolute(v.origin, u.head_img);
    const story = hostStory(u.id);
    return {
      id: u.id,
      userId: u.id,
      name: u.user_name,
      userName: u.user_name,
      headImg: head,
      pictureUrl: photos[0] ?? head,
      videoUrl: story ? absolute(v.origin, story.video) : '',
      videoCoverUrl: story ? absolute(v.origin, story.cover) : '',
      countryId: u.country_id ?? 0,
      onlineStatus: u.status,
      status: u.status,
      groupName: u.ab ?? '',
      countryName: countryName(u.ab, v.languageId),
      callPrice: u.call_price ?? 0,
      gender: u.gender,
      birthday: u.birthday ?? '',
      languages: JSON.parse(u.languages) as number[],
      interests: JSON.parse(u.interests) as number[],
      photos,
      liked: liked.has(u.id),
      isHost: true,
    };
  }

  const likedSet = (v: Viewer) =>
    new Set(
      v.userId !== null ? (st.likedBy.all(v.userId) as { id: number }[]).map((r) => r.id) : [],
    );

  /** One page of hosts matching the filters (one place for every list). */
  function page(q: ListQuery, v: Viewer): PageResult<HostCard> {
    const where = ['u.is_host = 1'];
    const args: Array<string | number> = [];
    if (q.countryId) {
      where.push('u.country_id = ?');
      args.push(q.countryId);
    }
    if (q.groupName) {
      where.push('c.ab = ?');
      args.push(q.groupName.toUpperCase());
    }
    const text = q.searchQ?.trim();
    if (text) {
      where.push("(u.user_name LIKE ? ESCAPE '\\' OR CAST(u.id AS TEXT) = ?)");
      args.push(`%${escapeLike(text)}%`, text);
    }
    const from = `FROM users u LEFT JOIN countries c ON c.id = u.country_id WHERE ${where.join(' AND ')}`;
    const total = (db.prepare(`SELECT COUNT(*) AS n ${from}`).get(...args) as { n: number }).n;
    const size = q.size ?? HOST_LIST_PAGE_SIZE;
    const pageNo = q.page ?? 1;
    const rows = db
      .prepare(`SELECT u.*, c.ab AS ab ${from} ${ORDER} LIMIT ? OFFSET ?`)
      .all(...args, size, (pageNo - 1) * size) as Row[];
    const liked = likedSet(v);
    return {
      pageNo,
      pages: Math.ceil(total / size),
      total,
      list: rows.map((r) => card(r, v, liked)),
    };
  }

  return {
    page,
    /** The countries that have hosts (SearchPage's country filter). */
    countries: (): { list: HostCountry[] } => ({ list: st.countries.all() as HostCountry[] }),
    /**
     * The wall: groups by country (the given country first), each with its first page. A known
     * country without hosts still comes first, with an empty list, so the wall can say "No hosts
     * in <country> yet" and show the next group instead of silently changing country.
     */
    wall(countryId: number, v: Viewer) {
      const groups = st.groups.all(countryId) as { id: number; ab: string }[];
      const group = (ab: string, hosts: HostCard[]): WallGroup => ({
        groupName: ab,
        countryName: countryName(ab, v.languageId),
        list: hosts,
      });
      const list = groups.map((g) =>
        group(g.ab, page({ countryId: g.id, size: HOST_LIST_PAGE_SIZE }, v).list),
      );
      const own =
        countryId > 0 ? (st.country.get(countryId) as { ab: string } | undefined) : undefined;
      if (own && groups[0]?.id !== countryId) list.unshift(group(own.ab, []));
      return { list };
    },
    /** CardPage: the next card after `afterId` (null at the end). */
    next(afterId: number, countryId: number, v: Viewer): HostCard | null {
      const row = st.after.get(afterId, countryId, countryId) as Row | undefined;
      return row ? card(row, v, likedSet(v)) : null;
    },
    conf: () => ({ pageSize: HOST_LIST_PAGE_SIZE, likeNeedsLogin: true }),
    globalConf() {
      const ways = getConfig<Array<{ name: string }>>(db, 'playWays', []);
      return {
        matchOpen: ways.some((w) => w.name === 'MATCH'),
        hostFallbackMs: MATCH_HOST_FALLBACK_MS,
        launchTimeoutMs: MATCH_LAUNCH_TIMEOUT_MS,
        pollMs: MATCH_POLL_MS,
        blurStrangersDefault: MATCH_BLUR_STRANGERS_DEFAULT,
      };
    },
    /** Likes (spec 2 §5: login required; spec 2 §6: a VIP may then call them free). */
    like(userId: number, likeUserId: number, playWay: number | null): LikeResult {
      if (likeUserId === userId)
        throw new BizError(CALL_CODE.badTarget, 'You cannot like yourself');
      if (!d.accounts.getUser(likeUserId)) throw new BizError(Codes.ACCOUNT_NOT_FOUND);
      st.like.run(userId, likeUserId, playWay, now());
      const row = st.likeAt.get(userId, likeUserId) as { created_at: number };
      return { likeUserId, liked: true, likedAt: row.created_at };
    },
  };
}
export type HostLists = ReturnType<typeof createHostLists>;

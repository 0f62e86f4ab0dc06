/**
 * Host lists, cards, the wall and likes (spec 3 §7 "Wall and host lists"; spec 2 §7 "Matches"
 * card paths). Shapes: shared-sdk/src/api/modules/hosts.ts. Lists are ordered online first, then
 * busy, then offline, then by id, so the LivCam home shows who can be called now.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HostCard, HostCountry, LikeResult, PageResult } from 'shared-sdk/node';
import { Codes } from '../../codes';
import { absoluteUrl } from '../../http/assets';
import { BizError, ok } from '../../http/envelope';
import type { Services } from '../../services';
import { getConfig } from '../catalog/config';
import { hostStory } from './stories';
import type { UserRow } from '../accounts/service';
import { CALL_CODE, HOST_LIST_PAGE_MAX, HOST_LIST_PAGE_SIZE, MATCHES_PRODUCT, MATCH_BLUR_STRANGERS_DEFAULT, MATCH_HOST_FALLBACK_MS, MATCH_LAUNCH_TIMEOUT_MS, MATCH_POLL_MS } from '../../sdk';
import { countryName } from './countryNames';

type Row = UserRow & { ab: string | null };

const PAGE = { type: 'integer', minimum: 1, maximum: 10_000 } as const;
const SIZE = { type: 'integer', minimum: 1, maximum: HOST_LIST_PAGE_MAX } as const;
const ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const listQuery = {
  querystring: {
    type: 'object',
    properties: {
      page: PAGE,
      size: SIZE,
      countryId: { type: 'integer', minimum: 0, maximum: 100_000 },
      searchQ: { type: 'string', maxLength: 50 },
      groupName: { type: 'string', maxLength: 16 },
    },
  },
};
interface ListQuery {
  page?: number;
  size?: number;
  countryId?: number;
  searchQ?: string;
  groupName?: string;
}

const ORDER = 'ORDER BY CASE u.status WHEN 2 THEN 0 WHEN 1 THEN 1 ELSE 2 END, u.id';
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function registerHostRoutes(app: FastifyInstance, s: Services): void {
  const { db, now } = s;
  const photosOf = db.prepare('SELECT url FROM user_photos WHERE user_id = ? ORDER BY sort');
  const likedBy = db.prepare('SELECT liked_user_id AS id FROM user_likes WHERE user_id = ?');
  const product = `/matches/api/${MATCHES_PRODUCT}/matches`;

  function card(req: FastifyRequest, u: Row, liked: Set<number>): HostCard {
    const photos = (photosOf.all(u.id) as { url: string }[]).map((p) => absoluteUrl(req, p.url));
    const head = absoluteUrl(req, u.head_img);
    const story = hostStory(u.id);
    return {
      id: u.id,
      userId: u.id,
      name: u.user_name,
      userName: u.user_name,
      headImg: head,
      pictureUrl: photos[0] ?? head,
      videoUrl: story ? absoluteUrl(req, story.video) : '',
      videoCoverUrl: story ? absoluteUrl(req, story.cover) : '',
      countryId: u.country_id ?? 0,
      onlineStatus: u.status,
      status: u.status,
      groupName: u.ab ?? '',
      countryName: countryName(u.ab, req.common?.languageId),
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

  const likedSet = (req: FastifyRequest) =>
    new Set(
      req.auth ? (likedBy.all(req.auth.userId) as { id: number }[]).map((r) => r.id) : [],
    );

  /** One page of hosts matching the filters (one place for every list). */
  function page(req: FastifyRequest, q: ListQuery): PageResult<HostCard> {
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
    const liked = likedSet(req);
    return { pageNo, pages: Math.ceil(total / size), total, list: rows.map((r) => card(req, r, liked)) };
  }

  // LivCam home and SearchPage (visitors too).
  app.get(
    '/facade/api/homepage/userlist/exempt/list/part/users/guest',
    { schema: listQuery },
    async (req: FastifyRequest<{ Querystring: ListQuery }>) => ok(page(req, req.query)),
  );

  // The countries that have hosts (SearchPage's country filter).
  app.get('/facade/api/homepage/userlist/exempt/filter/part/countryids', async () => {
    const list = db
      .prepare(
        `SELECT c.id AS countryId, c.ab AS ab, c.name AS name, COUNT(*) AS count
         FROM users u JOIN countries c ON c.id = u.country_id
         WHERE u.is_host = 1 GROUP BY c.id ORDER BY count DESC, c.name`,
      )
      .all() as HostCountry[];
    return ok({ list });
  });

  // The wall: groups by country (the given country first), and one page of a group.
  app.get(
    '/matches/api/selectAllInWallGroup',
    { schema: { querystring: { type: 'object', properties: { countryId: { type: 'integer', minimum: 0 } } } } },
    async (req: FastifyRequest<{ Querystring: { countryId?: number } }>) => {
      const groups = db
        .prepare(
          `SELECT c.id AS id, c.ab AS ab FROM users u JOIN countries c ON c.id = u.country_id
           WHERE u.is_host = 1 GROUP BY c.id ORDER BY (c.id = ?) DESC, COUNT(*) DESC, c.ab`,
        )
        .all(req.query.countryId ?? 0) as { id: number; ab: string }[];
      return ok({
        list: groups.map((g) => ({
          groupName: g.ab,
          list: page(req, { countryId: g.id, size: HOST_LIST_PAGE_SIZE }).list,
        })),
      });
    },
  );
  app.get(`${product}/wall`, { schema: listQuery }, async (req: FastifyRequest<{ Querystring: ListQuery }>) =>
    ok(page(req, req.query)),
  );

  // CardPage: a page of cards, or the next one after `afterId` (null at the end).
  app.get(`${product}/fetch`, { schema: listQuery }, async (req: FastifyRequest<{ Querystring: ListQuery }>) =>
    ok(page(req, req.query)),
  );
  app.get(
    `${product}/fetchone`,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { afterId: { type: 'integer', minimum: 0 }, countryId: { type: 'integer', minimum: 0 } },
        },
      },
    },
    async (req: FastifyRequest<{ Querystring: { afterId?: number; countryId?: number } }>) => {
      const row = db
        .prepare(
          `SELECT u.*, c.ab AS ab FROM users u LEFT JOIN countries c ON c.id = u.country_id
           WHERE u.is_host = 1 AND u.id > ? AND (? = 0 OR u.country_id = ?) ORDER BY u.id LIMIT 1`,
        )
        .get(req.query.afterId ?? 0, req.query.countryId ?? 0, req.query.countryId ?? 0) as Row | undefined;
      return ok(row ? card(req, row, likedSet(req)) : null);
    },
  );
  app.get(`${product}/conf`, async () => ok({ pageSize: HOST_LIST_PAGE_SIZE, likeNeedsLogin: true }));
  app.get(`${product}/globalconf`, async () => {
    const ways = getConfig<Array<{ name: string }>>(db, 'playWays', []);
    return ok({
      matchOpen: ways.some((w) => w.name === 'MATCH'),
      hostFallbackMs: MATCH_HOST_FALLBACK_MS,
      launchTimeoutMs: MATCH_LAUNCH_TIMEOUT_MS,
      pollMs: MATCH_POLL_MS,
      blurStrangersDefault: MATCH_BLUR_STRANGERS_DEFAULT,
    });
  });

  // Likes (spec 2 §5: login required; spec 2 §6: a VIP may then call them free).
  const insertLike = db.prepare(
    'INSERT OR IGNORE INTO user_likes (user_id, liked_user_id, play_way, created_at) VALUES (?, ?, ?, ?)',
  );
  const likeAt = db.prepare('SELECT created_at FROM user_likes WHERE user_id = ? AND liked_user_id = ?');
  function like(userId: number, likeUserId: number, playWay: number | null): LikeResult {
    if (likeUserId === userId) throw new BizError(CALL_CODE.badTarget, 'You cannot like yourself');
    if (!s.accounts.getUser(likeUserId)) throw new BizError(Codes.ACCOUNT_NOT_FOUND);
    insertLike.run(userId, likeUserId, playWay, now());
    const row = likeAt.get(userId, likeUserId) as { created_at: number };
    return { likeUserId, liked: true, likedAt: row.created_at };
  }
  const likeBody = {
    type: 'object',
    required: ['likeUserId'],
    additionalProperties: false,
    properties: { likeUserId: ID },
  };
  app.put(
    `${product}/like`,
    {
      schema: {
        querystring: { type: 'object', properties: { playWay: { type: 'integer', minimum: 0, maximum: 1000 } } },
        body: likeBody,
      },
    },
    async (req: FastifyRequest<{ Body: { likeUserId: number }; Querystring: { playWay?: number } }>) =>
      ok(like((req.auth as { userId: number }).userId, req.body.likeUserId, req.query.playWay ?? null)),
  );
  app.post(
    '/matches/api/like',
    { schema: { body: likeBody } },
    async (req: FastifyRequest<{ Body: { likeUserId: number } }>) =>
      ok(like((req.auth as { userId: number }).userId, req.body.likeUserId, null)),
  );
}

export type { Row as HostRow };

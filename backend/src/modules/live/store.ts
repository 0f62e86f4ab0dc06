/**
 * The live module's SQL (migrations 014_live, 015_live_visitors): lives, viewers, mutes, gifts,
 * tourists' viewing time and devices. Statements only; the rules are the service's (service.ts, money.ts).
 */
import type { DB } from '../../db';
import type { GiftRow } from '../chat/gifts';

export type { GiftRow };

export interface LiveRow {
  id: number;
  host_id: number;
  share_id: string;
  cover_url: string;
  source: 'schedule' | 'test';
  window_start: number | null;
  planned_end_at: number | null;
  viewer_limit: number | null;
  profit: number;
  praise_num: number;
  started_at: number;
  ended_at: number | null;
  end_type: number;
}

export interface ViewerRow {
  live_id: number;
  viewer_key: string;
  user_id: number | null;
  joined_at: number;
  last_beat_at: number;
  left_at: number | null;
  left_type: number | null;
  /** 1: a tourist who came by a shared link (a guest: no viewing-time limit). */
  guest: number;
}

/** A signed-in viewer in a room, with what they gifted there (top audiences, latest joins). */
export interface AudienceRow {
  user_id: number;
  user_name: string;
  head_img: string;
  joined_at: number;
  coins: number;
}

export interface LiveGiftRow {
  id: number;
  request_key: string;
  live_id: number;
  sender_id: number;
  gift_id: number;
  gold: number;
}

export interface RankRow {
  user_id: number;
  user_name: string;
  head_img: string;
  country_id: number | null;
  coins: number;
}

/** A signed-in user, or a tourist (`guest`: they came by a shared link, spec 3 §6). */
export type Viewer =
  { kind: 'user'; userId: number } | { kind: 'tourist'; touristId: string; guest?: boolean };
/** The viewer key of a signed-in user or a tourist (live_viewers.viewer_key). */
export const viewerKey = (v: Viewer): string =>
  v.kind === 'user' ? `u:${v.userId}` : `t:${v.touristId}`;
/** The tourist id of a tourist's viewer row, or null for a user's. */
export const touristOf = (v: ViewerRow): string | null =>
  v.user_id === null && v.viewer_key.startsWith('t:') ? v.viewer_key.slice(2) : null;

export function createLiveStore(db: DB) {
  const st = {
    hostOf: db.prepare('SELECT is_host FROM users WHERE id = ?'),
    byId: db.prepare('SELECT * FROM live_studios WHERE id = ?'),
    byShare: db.prepare('SELECT * FROM live_studios WHERE share_id = ?'),
    livingOf: db.prepare('SELECT * FROM live_studios WHERE host_id = ? AND ended_at IS NULL'),
    living: db.prepare('SELECT * FROM live_studios WHERE ended_at IS NULL ORDER BY id'),
    windowTaken: db.prepare('SELECT 1 FROM live_studios WHERE host_id = ? AND window_start = ?'),
    insert:
      db.prepare(`INSERT INTO live_studios (host_id, share_id, cover_url, source, window_start,
      planned_end_at, viewer_limit, started_at) VALUES (@host_id, @share_id, @cover_url, @source,
      @window_start, @planned_end_at, @viewer_limit, @started_at)`),
    end: db.prepare(
      'UPDATE live_studios SET ended_at = ?, end_type = ? WHERE id = ? AND ended_at IS NULL',
    ),
    limit: db.prepare('UPDATE live_studios SET viewer_limit = ? WHERE id = ?'),
    addPraise: db.prepare('UPDATE live_studios SET praise_num = praise_num + ? WHERE id = ?'),
    addProfit: db.prepare('UPDATE live_studios SET profit = profit + ? WHERE id = ?'),
    next: db.prepare(`SELECT * FROM live_studios l WHERE ended_at IS NULL AND id > ?
      AND NOT EXISTS (SELECT 1 FROM live_viewers v WHERE v.live_id = l.id AND v.viewer_key = ?
        AND v.left_type IN (11, 12)) ORDER BY id LIMIT 1`),
    previous: db.prepare(`SELECT * FROM live_studios l WHERE ended_at IS NULL AND id < ?
      AND NOT EXISTS (SELECT 1 FROM live_viewers v WHERE v.live_id = l.id AND v.viewer_key = ?
        AND v.left_type IN (11, 12)) ORDER BY id DESC LIMIT 1`),

    viewer: db.prepare('SELECT * FROM live_viewers WHERE live_id = ? AND viewer_key = ?'),
    upsertViewer: db.prepare(`INSERT INTO live_viewers (live_id, viewer_key, user_id, joined_at,
      last_beat_at, guest) VALUES (@live_id, @viewer_key, @user_id, @at, @at, @guest)
      ON CONFLICT (live_id, viewer_key) DO UPDATE SET joined_at = @at, last_beat_at = @at,
      left_at = NULL, left_type = NULL, guest = @guest`),
    setGuest: db.prepare('UPDATE live_viewers SET guest = ? WHERE live_id = ? AND viewer_key = ?'),
    beat: db.prepare(
      'UPDATE live_viewers SET last_beat_at = ? WHERE live_id = ? AND viewer_key = ? AND left_at IS NULL',
    ),
    leave: db.prepare(
      'UPDATE live_viewers SET left_at = ?, left_type = ? WHERE live_id = ? AND viewer_key = ? AND left_at IS NULL',
    ),
    remove: db.prepare(`INSERT INTO live_viewers (live_id, viewer_key, user_id, joined_at,
      last_beat_at, left_at, left_type) VALUES (@live_id, @viewer_key, @user_id, @at, @at, @at, @type)
      ON CONFLICT (live_id, viewer_key) DO UPDATE SET left_at = @at, left_type = @type`),
    endViewers: db.prepare(
      'UPDATE live_viewers SET left_at = ? WHERE live_id = ? AND left_at IS NULL',
    ),
    inCount: db.prepare(
      'SELECT COUNT(*) AS n FROM live_viewers WHERE live_id = ? AND left_at IS NULL',
    ),
    inViewers: db.prepare('SELECT * FROM live_viewers WHERE live_id = ? AND left_at IS NULL'),
    otherLivesOf: db.prepare(
      'SELECT live_id FROM live_viewers WHERE user_id = ? AND left_at IS NULL AND live_id <> ?',
    ),
    otherLivesOfKey: db.prepare(
      'SELECT live_id FROM live_viewers WHERE viewer_key = ? AND left_at IS NULL AND live_id <> ?',
    ),
    stale: db.prepare(`SELECT v.* FROM live_viewers v JOIN live_studios l ON l.id = v.live_id
      WHERE l.ended_at IS NULL AND v.left_at IS NULL
        AND v.last_beat_at < CASE WHEN v.user_id IS NULL THEN @tourist ELSE @user END`),
    audience: db.prepare(`SELECT v.user_id, u.user_name, u.head_img, v.joined_at,
        COALESCE((SELECT SUM(g.gold) FROM live_gifts g WHERE g.live_id = v.live_id
          AND g.sender_id = v.user_id), 0) AS coins
      FROM live_viewers v JOIN users u ON u.id = v.user_id
      WHERE v.live_id = ? AND v.left_at IS NULL
      ORDER BY coins DESC, v.joined_at DESC, v.user_id LIMIT ?`),
    latest: db.prepare(`SELECT v.user_id, u.user_name, u.head_img, v.joined_at, 0 AS coins
      FROM live_viewers v JOIN users u ON u.id = v.user_id
      WHERE v.live_id = ? AND v.left_at IS NULL ORDER BY v.joined_at DESC, v.user_id LIMIT ?`),

    muted: db.prepare('SELECT 1 FROM live_mutes WHERE live_id = ? AND user_id = ?'),
    mute: db.prepare(
      'INSERT OR IGNORE INTO live_mutes (live_id, user_id, muted_at) VALUES (?, ?, ?)',
    ),
    unmute: db.prepare('DELETE FROM live_mutes WHERE live_id = ? AND user_id = ?'),

    gift: db.prepare('SELECT * FROM gifts WHERE id = ?'),
    gifts: db.prepare('SELECT * FROM gifts ORDER BY sort, id'),
    sent: db.prepare('SELECT * FROM live_gifts WHERE request_key = ?'),
    insertGift: db.prepare(`INSERT INTO live_gifts (request_key, live_id, sender_id, gift_id, gold,
      ledger_entry_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`),
    hostPoints: db.prepare(`INSERT OR IGNORE INTO host_points (host_id, amount, reason,
      idempotency_key, created_at) VALUES (?, ?, 'live-gift', ?, ?)`),
    sentTotal: db.prepare(
      'SELECT COALESCE(SUM(gold), 0) AS n FROM live_gifts WHERE live_id = ? AND sender_id = ?',
    ),
    rankCount: db.prepare(
      'SELECT COUNT(DISTINCT sender_id) AS n FROM live_gifts WHERE live_id = ?',
    ),
    rank: db.prepare(`SELECT g.sender_id AS user_id, u.user_name, u.head_img, u.country_id,
        SUM(g.gold) AS coins, MIN(g.id) AS first_id
      FROM live_gifts g JOIN users u ON u.id = g.sender_id WHERE g.live_id = ?
      GROUP BY g.sender_id ORDER BY coins DESC, first_id LIMIT ? OFFSET ?`),

    touristTime: db.prepare(
      'SELECT viewed_ms FROM live_tourist_time WHERE tourist_id = ? AND day = ?',
    ),
    addTouristTime: db.prepare(`INSERT INTO live_tourist_time (tourist_id, day, viewed_ms)
      VALUES (?, ?, ?) ON CONFLICT (tourist_id, day) DO UPDATE SET viewed_ms = viewed_ms + excluded.viewed_ms`),
    bindTourist: db.prepare(
      'INSERT OR IGNORE INTO live_tourist_devices (tourist_id, device_id, bound_at) VALUES (?, ?, ?)',
    ),
    touristDevice: db.prepare('SELECT device_id FROM live_tourist_devices WHERE tourist_id = ?'),
  };

  const one = <T>(s: { get(...a: unknown[]): unknown }, ...a: unknown[]) =>
    s.get(...a) as T | undefined;
  const count = (s: { get(...a: unknown[]): unknown }, ...a: unknown[]) =>
    (s.get(...a) as { n: number }).n;

  return {
    st,
    live: (id: number) => one<LiveRow>(st.byId, id),
    liveByShare: (shareId: string) => one<LiveRow>(st.byShare, shareId),
    livingOf: (hostId: number) => one<LiveRow>(st.livingOf, hostId),
    living: () => st.living.all() as LiveRow[],
    viewer: (liveId: number, key: string) => one<ViewerRow>(st.viewer, liveId, key),
    inCount: (liveId: number) => count(st.inCount, liveId),
    inViewers: (liveId: number) => st.inViewers.all(liveId) as ViewerRow[],
    audience: (liveId: number, limit: number) => st.audience.all(liveId, limit) as AudienceRow[],
    latest: (liveId: number, limit: number) => st.latest.all(liveId, limit) as AudienceRow[],
    isMuted: (liveId: number, userId: number) => !!st.muted.get(liveId, userId),
    gift: (id: number) => one<GiftRow>(st.gift, id),
    gifts: () => st.gifts.all() as GiftRow[],
    sentGift: (key: string) => one<LiveGiftRow>(st.sent, key),
    sentTotal: (liveId: number, userId: number) => count(st.sentTotal, liveId, userId),
    rankCount: (liveId: number) => count(st.rankCount, liveId),
    rank: (liveId: number, limit: number, offset: number) =>
      st.rank.all(liveId, limit, offset) as RankRow[],
    touristTime: (touristId: string, day: string) =>
      one<{ viewed_ms: number }>(st.touristTime, touristId, day)?.viewed_ms ?? 0,
    /** The device the tourist id is bound to, binding it to `deviceId` if it was free. */
    bindTourist(touristId: string, deviceId: string, at: number): string {
      st.bindTourist.run(touristId, deviceId, at);
      return (one<{ device_id: string }>(st.touristDevice, touristId) as { device_id: string })
        .device_id;
    },
  };
}
export type LiveStore = ReturnType<typeof createLiveStore>;

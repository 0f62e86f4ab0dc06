import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SnapshotConfig } from 'shared-sdk/node';
import { absoluteUrl } from '../../http/assets';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { DEFAULT_PLAY_WAYS, DEFAULT_POPUPS } from '../../seed/data/catalog';
import { FACE_CHECK_SECONDS } from '../../sdk';
import { getConfig } from './config';
import { countryOfRequest } from './country';
import { popupImageFor } from './popupImages';

export interface PlayWay {
  name: 'LIVCAM' | 'CARD' | 'WALL' | 'MATCH' | 'LIVE';
  id: number;
  main: boolean;
}

/** The caller's IP; loopback and private ranges have no country (no GeoIP data offline). */
function clientIp(req: FastifyRequest): string {
  return req.ip.replace(/^::ffff:/, '');
}

/** Site configuration and catalogues: public key, country, play ways, popups, lists. */
export function registerCatalogRoutes(app: FastifyInstance, s: Services): void {
  const { db, keys } = s;

  // Only the public key leaves the server. Clients encrypt bodies with it.
  app.get('/facade/api/function/exempt/publicKey', async () =>
    ok({ publicKey: keys.publicKeyPem }),
  );

  // Country by IP (spec 1 §7: id, ab, ip): see countryOfRequest (no GeoIP data offline).
  app.get('/facade/api/function/exempt/country/byip', async (req) => {
    const row = countryOfRequest(db, req);
    return ok({ id: row.id, ab: row.ab, ip: clientIp(req) });
  });

  // Country dial-code table (spec 1 §3; path is the project's choice): id, ab, phoneCode, name
  // and the flag file name by lower-case short code.
  app.get('/facade/api/function/exempt/country/list', async () => {
    const rows = db
      .prepare('SELECT id, ab, phone_code AS phoneCode, name FROM countries ORDER BY name')
      .all() as {
      id: number;
      ab: string;
      phoneCode: string;
      name: string;
    }[];
    return ok({ list: rows.map((r) => ({ ...r, flag: r.ab.toLowerCase() })) });
  });

  // Site play ways (docs/CONTRACTS.md "Site config").
  app.get('/facade/api/function/exempt/playWays', async () =>
    ok({ openedPlayWays: getConfig<PlayWay[]>(db, 'playWays', DEFAULT_PLAY_WAYS as PlayWay[]) }),
  );

  // Popup config (spec 1 §7; shape is the project's choice, see seed/data/catalog.ts).
  app.get('/facade/api/popup/get', async (req) => {
    const cfg = getConfig<typeof DEFAULT_POPUPS>(db, 'popups', DEFAULT_POPUPS);
    const languageId = req.common?.languageId;
    return ok({
      list: cfg.list.map((p) => ({
        ...p,
        image: absoluteUrl(req, popupImageFor(p.image, languageId)),
      })),
    });
  });

  // Interest and language lists (spec 1 §7; spec 3 §9: a profile holds 5 interests, 3 languages).
  app.get('/facade/api/user/profile/interest/selectAll', async () =>
    ok({ list: db.prepare('SELECT id, name FROM interests ORDER BY id').all(), max: 5 }),
  );
  app.get('/facade/api/user/profile/language/selectAll', async () =>
    ok({ list: db.prepare('SELECT id, code, name FROM languages ORDER BY id').all(), max: 3 }),
  );

  // Snapshot config (spec 3 §7; shape not shown, the SDK's SnapshotConfig). spec 2 §4: snapshots
  // at random times within configured second ranges; face and blur checks at 1, 2, 3 and 6 s.
  app.get('/facade/api/config/getSnapshotConfig', async () => {
    const cfg: SnapshotConfig = getConfig<SnapshotConfig>(
      db,
      'snapshotConfig',
      DEFAULT_SNAPSHOT_CONFIG,
    );
    return ok(cfg);
  });
}

/** Default snapshot ranges (project's choice): one early, one mid-call, one later. */
export const DEFAULT_SNAPSHOT_CONFIG: SnapshotConfig = {
  ranges: [
    { min: 5, max: 15 },
    { min: 30, max: 60 },
    { min: 120, max: 180 },
  ],
  // spec 2 §4: face and blur messages at 1, 2, 3 and 6 s (the SDK's FACE_CHECK_SECONDS).
  faceCheckSeconds: [...FACE_CHECK_SECONDS],
};

import type { DB } from '../db';
import type { Accounts } from '../modules/accounts/service';
import type { Ledger } from '../modules/ledger';
import { setConfig } from '../modules/catalog/config';
import { COUNTRIES } from './data/countries';
import {
  DEFAULT_PLAY_WAYS,
  DEFAULT_POPUPS,
  DEMO_USERS,
  GIFTS,
  INTERESTS,
  LANGUAGES,
  demoAvatarPath,
  giftImagePath,
} from './data/catalog';
import { HOSTS, hostAvatarPath, hostDetails, hostPhotoPath } from './data/hosts';

export const SEED_NAME = 'demo-world-v1';

/**
 * Seeds the demo world on first start only: countries, interests, languages, gifts,
 * play ways, popup config, 47 hosts with photos and a few demo users with coins. The
 * seed_runs marker makes later starts keep whatever the data has become.
 * Returns true when it seeded.
 */
export function seedIfNeeded(db: DB, accounts: Accounts, ledger: Ledger): boolean {
  if (db.prepare('SELECT 1 FROM seed_runs WHERE name = ?').get(SEED_NAME)) return false;
  db.transaction(() => {
    const country = db.prepare(
      'INSERT INTO countries (id, ab, phone_code, name) VALUES (?, ?, ?, ?)',
    );
    for (const c of COUNTRIES) country.run(c.id, c.ab, c.phoneCode, c.name);
    const countryId = new Map(COUNTRIES.map((c) => [c.ab, c.id]));

    const interest = db.prepare('INSERT INTO interests (id, name) VALUES (?, ?)');
    INTERESTS.forEach((name, i) => interest.run(i + 1, name));
    const language = db.prepare('INSERT INTO languages (id, code, name) VALUES (?, ?, ?)');
    for (const [id, code, name] of LANGUAGES) language.run(id, code, name);
    const gift = db.prepare(
      'INSERT INTO gifts (id, name, gift_image, gold, sort) VALUES (?, ?, ?, ?, ?)',
    );
    GIFTS.forEach((g, i) => gift.run(g.id, g.name, giftImagePath(g.id), g.gold, i));

    setConfig(db, 'playWays', DEFAULT_PLAY_WAYS);
    setConfig(db, 'popups', DEFAULT_POPUPS);

    const photo = db.prepare('INSERT INTO user_photos (user_id, url, sort) VALUES (?, ?, ?)');
    for (const h of HOSTS) {
      const d = hostDetails(h);
      accounts.createUser({
        id: h.id,
        userName: h.name,
        gender: 2,
        birthday: d.birthday,
        countryId: countryId.get(h.country) ?? null,
        headImg: hostAvatarPath(h.id),
        isHost: true,
        callPrice: d.callPrice,
        status: d.status,
        simulated: true,
        languages: h.languages,
        interests: d.interests,
      });
      for (let n = 1; n <= d.photoCount; n++) photo.run(h.id, hostPhotoPath(h.id, n), n);
    }

    for (const u of DEMO_USERS) {
      accounts.createUser({
        id: u.id,
        userName: u.name,
        gender: u.gender,
        birthday: '1995-06-15',
        countryId: countryId.get(u.country) ?? null,
        headImg: demoAvatarPath(u.id),
      });
      db.prepare('UPDATE users SET pay_status = ? WHERE id = ?').run(u.payStatus, u.id);
      if (u.coins > 0) ledger.credit(u.id, u.coins, 'seed', `seed:${SEED_NAME}:${u.id}`);
    }
    db.prepare('INSERT INTO seed_runs (name, ran_at) VALUES (?, ?)').run(SEED_NAME, Date.now());
  })();
  return true;
}

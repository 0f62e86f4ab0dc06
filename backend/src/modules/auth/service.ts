import type { DB } from '../../db';
import type { Accounts } from '../accounts/service';
import type { MessageSender } from '../outbox';
import { createCodeService } from './codes';
import { createPasswordGuard } from './passwords';
import { createAuthStore } from './store';

/** Sign-in state shared by the routes and the test API (services.auth). */
export function createAuthService(
  db: DB,
  accounts: Accounts,
  sender: MessageSender,
  now: () => number,
) {
  return {
    store: createAuthStore(db, accounts, now),
    codes: createCodeService(db, now, sender),
    passwords: createPasswordGuard(db, now),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

import type { DB } from './db';
import { openDatabase } from './db';
import { createAccounts, type Accounts } from './modules/accounts/service';
import { createAccountDeletion, type AccountDeletion } from './modules/account-deletion/registry';
import { createAuthService, type AuthService } from './modules/auth/service';
import { createChatService, type ChatService } from './modules/chat/service';
import { deleteChatData } from './modules/chat';
import { deleteLiveData } from './modules/live/cleanup';
import { createLedger, type Ledger } from './modules/ledger';
import { createProfileService, type ProfileService } from './modules/profile/service';
import { createShop, type Shop } from './modules/shop/service';
import { deleteShopData } from './modules/shop/deletion';
import { OutboxSender, type MessageSender } from './modules/outbox';
import { createNonceStore, type NonceStore } from './security/nonces';
import { loadOrCreateKeyPair, type KeyPair } from './security/keys';
import { seedIfNeeded } from './seed/seed';

/** Everything a route module may use. Built once per app; modules get it explicitly. */
export interface Services {
  db: DB;
  now: () => number;
  keys: KeyPair;
  accounts: Accounts;
  /** Delete account: modules register what to delete (src/modules/account-deletion). */
  accountDeletion: AccountDeletion;
  ledger: Ledger;
  /** Sign-in: identities, codes and tickets, password guard (src/modules/auth). */
  auth: AuthService;
  nonces: NonceStore;
  /** Coin shop, orders, payments, refunds (src/modules/shop); providers register in shop.gateway. */
  shop: Shop;
  /** Where SMS / e-mail / push go. OutboxSender locally; a real provider implements MessageSender. */
  sender: MessageSender;
  outbox: OutboxSender;
  seeded: boolean;
  /** Chat, friends, gifts, uploads (src/modules/chat): storeAndPush, relations, uploads. */
  chat: ChatService;
  /** Profile editing (src/modules/profile): what the edit page reads, the rules of a change. */
  profile: ProfileService;
}

export function createServices(
  dataDir: string,
  now: () => number,
  sender?: MessageSender,
): Services {
  const db = openDatabase(dataDir);
  const keys = loadOrCreateKeyPair(dataDir);
  const accounts = createAccounts(db, now);
  const ledger = createLedger(db, now);
  const outbox = new OutboxSender(db, now);
  const seeded = seedIfNeeded(db, accounts, ledger);
  const out = sender ?? outbox;
  // Each module's part of "delete account" (src/modules/account-deletion), in one transaction.
  const accountDeletion = createAccountDeletion(db, now);
  accountDeletion.register('chat', (d, userId) => void deleteChatData(d, userId));
  accountDeletion.register('shop', (d, userId) => void deleteShopData(d, userId));
  accountDeletion.register('live', (d, userId) => void deleteLiveData(d, userId));
  const auth = createAuthService(db, accounts, out, now);
  const chat = createChatService(db, now, accounts, ledger);
  return {
    db,
    now,
    keys,
    accounts,
    accountDeletion,
    ledger,
    auth,
    nonces: createNonceStore(db),
    shop: createShop(db, ledger, now),
    sender: out,
    outbox,
    seeded,
    chat,
    profile: createProfileService({
      db,
      now,
      accounts,
      uploads: chat.uploads,
      authStore: auth.store,
    }),
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../support/test';
import { ROOT } from '../../scripts/lib/apps.mjs';
import { chatUser } from '../support/chat';

// SDK 4.0.0 and 5.0.0 (docs/CONTRACTS.md "SDK entries"): shared-sdk/chat and /shop are shared
// modules of their own, bundled apart from the main entry. Their code must reach the main entry's
// state (atoms, API client, the messaging instance) through the shared 'shared-sdk', never carry
// a copy of it: one instance of each at run time, whichever build provided which entry.

const BUILDS = ['host-shell', 'mfe-auth', 'mfe-call-chat', 'mfe-live', 'mfe-shop', 'mfe-tasks'];
/** Main-entry modules that hold state. */
const STATE = /shared-sdk\/src\/(session|api|storage|i18n|routes|ui|auth)\//;
/** The secondary entries' own code. */
const SECONDARY =
  /shared-sdk\/src\/(chat|shop)\/|shared-sdk\/src\/realtime\/(connection|messaging)\./;
/**
 * What belongs to mfe-call-chat alone since SDK 5.0.0 (no SDK entry, no other build holds it): the
 * call engine, and the device's message store with its database and outbox. A remote's own sources
 * are named `webpack://mfe_call_chat/./src/…` in its source maps; another build's copy would be
 * `…/mfe-call-chat/src/…`.
 */
const REMOTE_OWNED: Array<[string, RegExp]> = [
  [
    'the call engine',
    /(mfe-call-chat|mfe_call_chat\/\.)\/src\/features\/call\/engine\/|shared-sdk\/src\/call\//,
  ],
  [
    'the message store',
    /(mfe-call-chat|mfe_call_chat\/\.)\/src\/features\/messages\/(store|db|outbox)\/|shared-sdk\/src\/messages\//,
  ],
];

/** Every built chunk's sources (their source maps), by build. */
function* builtChunks(): Generator<{ build: string; file: string; sources: string[] }> {
  for (const build of BUILDS) {
    const dist = path.join(ROOT, build, 'dist');
    for (const file of fs.readdirSync(dist).filter((n) => n.endsWith('.js.map'))) {
      const { sources } = JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8')) as {
        sources: string[];
      };
      yield { build, file, sources };
    }
  }
}

test('no built chunk holds a secondary SDK entry together with main-entry state', () => {
  let secondaryChunks = 0;
  const mixed: string[] = [];
  for (const { build, file, sources } of builtChunks()) {
    if (!sources.some((s) => SECONDARY.test(s))) continue;
    secondaryChunks++;
    const state = sources.filter((s) => STATE.test(s));
    if (state.length) mixed.push(`${build}/${file}: ${state.join(', ')}`);
  }
  expect(secondaryChunks, 'the builds have chunks of the secondary entries').toBeGreaterThan(3);
  expect(mixed).toEqual([]);
});

for (const [what, files] of REMOTE_OWNED)
  test(`${what} is in mfe-call-chat alone, and carries no copy of the SDK`, () => {
    const holders = new Set<string>();
    const copies: string[] = [];
    for (const { build, file, sources } of builtChunks()) {
      if (!sources.some((s) => files.test(s))) continue;
      holders.add(build);
      // (The standalone dev app's chunk bundles `shared-sdk/dev`, which holds no state.)
      const sdk = sources.filter((s) => STATE.test(s) || SECONDARY.test(s));
      if (sdk.length) copies.push(`${build}/${file}: ${sdk.join(', ')}`);
    }
    expect([...holders]).toEqual(['mfe-call-chat']);
    // It reaches the SDK through the shared 'shared-sdk' (one session, one API client).
    expect(copies).toEqual([]);
  });

test('signed in, the chat entry and the chat remote see the one session', async ({
  browser,
  baseURL,
}) => {
  const ann = await chatUser(browser, baseURL!, 'Entries Ann');
  try {
    await ann.page.goto('/message');
    await expect(ann.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const seen = await ann.page.evaluate(async () => {
      type Shared = { loaded?: boolean; lib?: () => unknown; get?: () => Promise<() => unknown> };
      const fed = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, unknown> } })
        .__FEDERATION__;
      const libs = new Map<string, Set<unknown>>();
      for (const scopes of Object.values(fed?.__SHARE__ ?? {}))
        for (const pkgs of Object.values(scopes as Record<string, Record<string, unknown>>))
          for (const [name, versions] of Object.entries(pkgs)) {
            if (!name.startsWith('shared-sdk')) continue;
            for (const s of Object.values(versions as Record<string, Shared>)) {
              if (!s.loaded || !s.lib) continue;
              const set = libs.get(name) ?? new Set();
              set.add(s.lib());
              libs.set(name, set);
            }
          }
      const one = (n: string) => [...(libs.get(n) ?? [])][0] as Record<string, unknown> | undefined;
      const main = one('shared-sdk') as
        | {
            getMessagingSnapshot(): { state: string };
            getMessaging(): unknown;
            appStore: { get(a: unknown): unknown };
            unreadTotalAtom: unknown;
          }
        | undefined;
      const chat = one('shared-sdk/chat') as { MessagingConnection: new () => unknown } | undefined;
      // Wait for the host's connection (created by the chat entry, published by the main one)
      // and for mfe-call-chat's message store to write its first unread summary (a new user has
      // the welcome messages unread).
      const unread = () => (main?.appStore.get(main.unreadTotalAtom) as number | undefined) ?? 0;
      for (
        let i = 0;
        i < 100 && (main?.getMessagingSnapshot().state !== 'online' || unread() === 0);
        i++
      )
        await new Promise((r) => setTimeout(r, 100));
      return {
        copies: Object.fromEntries([...libs].map(([n, s]) => [n, s.size])),
        mainState: main?.getMessagingSnapshot().state ?? null,
        connectionFromChatEntry: chat
          ? main?.getMessaging() instanceof chat.MessagingConnection
          : null,
        unread: unread(),
      };
    });
    // One loaded copy of each entry in the page's share scope.
    expect(seen.copies).toMatchObject({ 'shared-sdk': 1, 'shared-sdk/chat': 1 });
    for (const n of Object.values(seen.copies)) expect(n).toBe(1);
    // The main entry's messaging instance is the chat entry's connection class (one copy of it).
    expect(seen.mainState).toBe('online');
    expect(seen.connectionFromChatEntry).toBe(true);
    // The remote's message store wrote the main entry's unread summary (the atom the shell reads).
    expect(seen.unread).toBeGreaterThan(0);
  } finally {
    await ann.context.close();
  }
});

import { test, expect } from '../support/test';
import { befriend, sendText, sessionOf } from '../support/chat-store';
import { createUser } from '../support/session';
import {
  either,
  expectPseudoClean,
  findPseudoProblems,
  pseudoText,
  pseudoUser,
  PSEUDO_OPEN,
  type PseudoUser,
} from '../support/pseudo';

// The smoke pages in the pseudo-locale (support/pseudo.ts): every English pack served accented
// and ~40 % longer, on a 390×844 phone. Each page, once its packs are in, must show no English
// left over, no control cut off and no two controls on top of each other. Pages are reached as a
// person reads them: each name is the pseudo form of its English text (`either` also takes the
// English while the app still shows it: the checks report that, the way there goes on).

const tag = () => Math.random().toString(36).slice(2, 6);
const close = (...users: PseudoUser[]) =>
  Promise.all(users.map((u) => u.context.close().catch(() => undefined)));

test('the checks themselves: English, a cut-off button and text, and two controls on top of each other are found; a name cut by design is not', async ({
  browser,
}) => {
  const u = await pseudoUser(browser, 'http://127.0.0.1', { signedOut: true });
  try {
    await u.page.setContent(`
      <h1>${pseudoText('Messages')}</h1>
      <p>${pseudoText('Hello {{name}}').replace('{{name}}', 'Ann Lee')}</p>
      <p>Left in English</p>
      <button style="width:60px;overflow:hidden;white-space:nowrap">${pseudoText('Choose how to pay')}</button>
      <p style="width:60px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">${pseudoText('{{count}} coins/min').replace('{{count}}', '100')}</p>
      <p style="width:60px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Ann Lee</p>
      <div style="position:relative;height:40px">
        <button style="position:absolute;inset-inline-start:0;width:100px">${pseudoText('Accept')}</button>
        <button style="position:absolute;inset-inline-start:50px;width:100px">${pseudoText('Decline')}</button>
      </div>`);
    const problems = await findPseudoProblems(u.page, ['Ann Lee']);
    expect(problems.filter((p) => p.check === 'english').map((p) => p.text)).toEqual([
      'Left in English',
    ]);
    expect(problems.filter((p) => p.check === 'truncated').map((p) => p.text)).toEqual([
      pseudoText('Choose how to pay'),
      pseudoText('{{count}} coins/min').replace('{{count}}', '100'),
    ]);
    expect(problems.filter((p) => p.check === 'overlap').map((p) => p.text)).toEqual([
      `"${pseudoText('Accept')}" × "${pseudoText('Decline')}"`,
      `"${pseudoText('Accept')}" covered by "${pseudoText('Decline')}"`,
    ]);
  } finally {
    await close(u);
  }
});

test('landing and the login popup', async ({ browser, baseURL }, testInfo) => {
  const u = await pseudoUser(browser, baseURL!, { signedOut: true });
  const page = u.page;
  try {
    await page.goto('/');
    await expectPseudoClean(page, 'landing', testInfo);

    await page
      .getByRole('link', { name: either('Sign in') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: either('Sign in') });
    await expect(dialog).toBeVisible();
    await expectPseudoClean(page, 'login popup', testInfo, { within: dialog });

    await dialog.getByRole('button', { name: either('Continue with phone') }).click();
    await expect(dialog.getByRole('textbox').first()).toBeVisible();
    await expectPseudoClean(page, 'login popup, phone', testInfo, { within: dialog });
  } finally {
    await close(u);
  }
});

test('messages and a chat', async ({ browser, baseURL }, testInfo) => {
  const t = tag();
  const ann = await pseudoUser(browser, baseURL!, { name: `Ann ${t}` });
  const bob = { name: `Bob ${t}`, ...(await createUser({ userName: `Bob ${t}` })) };
  const hello = `Hello Ann ${t}`;
  const data = [ann.name, bob.name, hello];
  try {
    await befriend(ann.userId, bob.userId);
    await sendText(await sessionOf(bob.userId), ann.userId, hello);
    const page = ann.page;
    await page.goto('/message');
    await expect(page.getByRole('heading', { level: 1, name: either('Messages') })).toBeVisible();
    const row = page
      .getByRole('list', { name: either('Conversations') })
      .getByRole('button', { name: new RegExp(`^${bob.name}`) });
    await expect(row).toBeVisible();
    await expectPseudoClean(page, 'messages', testInfo, { data });

    await row.click();
    await expect(page).toHaveURL(new RegExp(`/message/session/${bob.userId}$`));
    await expect(page.getByRole('log').getByText(hello)).toBeVisible();
    await expectPseudoClean(page, 'chat', testInfo, { data });
  } finally {
    await close(ann);
  }
});

test('a call: the price confirm, the ring bell and the call window', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const t = tag();
  const host = await pseudoUser(browser, baseURL!, { name: `Host ${t}`, host: true, price: 60 });
  const caller = await pseudoUser(browser, baseURL!, {
    name: `Caller ${t}`,
    coins: 500,
    paying: true,
  });
  const data = [host.name, caller.name];
  try {
    await befriend(caller.userId, host.userId);
    await host.page.goto('/shop');
    await caller.page.goto(`/message/session/${host.userId}`);
    await caller.page.getByRole('button', { name: either('Video call {{name}}') }).click();
    const confirm = caller.page.getByRole('dialog', { name: either('Call {{name}}?') });
    await expect(confirm).toBeVisible();
    await expectPseudoClean(caller.page, 'call price confirm', testInfo, { data, within: confirm });

    await confirm.getByRole('button', { name: either('Call') }).click();
    const ring = host.page.getByRole('dialog', { name: either('Incoming video call') });
    await expect(ring).toBeVisible({ timeout: 20_000 });
    await expectPseudoClean(host.page, 'call ring bell', testInfo, { data, within: ring });

    await ring.getByRole('button', { name: either('Accept') }).click();
    const window = caller.page.getByRole('dialog', { name: either('Video call with {{name}}') });
    await expect(window).toBeVisible({ timeout: 20_000 });
    const hostWindow = host.page.getByRole('dialog', { name: either('Video call with {{name}}') });
    await expect(hostWindow).toBeVisible();
    await expectPseudoClean(caller.page, 'call window (caller)', testInfo, {
      data,
      within: window,
    });
    await expectPseudoClean(host.page, 'call window (host)', testInfo, {
      data,
      within: hostWindow,
    });

    await caller.page.getByRole('button', { name: either('Hang up') }).click();
  } finally {
    await close(caller, host);
  }
});

test('the coin shop and its checkout', async ({ browser, baseURL }, testInfo) => {
  const u = await pseudoUser(browser, baseURL!);
  const page = u.page;
  try {
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: either('Coin shop') })).toBeVisible();
    await expectPseudoClean(page, 'shop', testInfo, { data: [u.name] });

    await page
      .getByRole('button', { name: either('Buy {{coins}} coins for {{price}}') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: either('Checkout') })).toBeVisible();
    await expectPseudoClean(page, 'checkout', testInfo, { data: [u.name] });

    await page.getByRole('button', { name: either('Choose how to pay') }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: either('Payment methods') }),
    ).toBeVisible();
    await expectPseudoClean(page, 'payment methods', testInfo, { data: [u.name] });
  } finally {
    await close(u);
  }
});

test('a live room, entered from the Popular live row', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const u = await pseudoUser(browser, baseURL!, { coins: 100 });
  const page = u.page;
  try {
    await page.goto('/');
    const card = page
      .getByRole('region', { name: either('Popular live') })
      .getByRole('button', { name: either("Watch {{name}}'s live. {{count}} watching") })
      .first();
    // The row asks again every 30 s: a wait for a card covers one round.
    await expect(card).toBeVisible({ timeout: 45_000 });
    await card.click();
    const room = page.getByRole('dialog', { name: either('Live of {{name}}') });
    await expect(room).toBeVisible({ timeout: 20_000 });
    await expectPseudoClean(page, 'live room', testInfo, { data: [u.name], within: room });
  } finally {
    await close(u);
  }
});

test('the discover wall', async ({ browser, baseURL }, testInfo) => {
  const u = await pseudoUser(browser, baseURL!);
  try {
    await u.page.goto('/wall');
    await expect(
      u.page.getByRole('heading', { level: 1, name: either('Discover wall') }),
    ).toBeVisible();
    await expect(
      u.page
        .getByRole('region', { name: either('Hosts') })
        .getByRole('button')
        .first(),
    ).toBeVisible();
    await expectPseudoClean(u.page, 'wall', testInfo, { data: [u.name] });
  } finally {
    await close(u);
  }
});

test('the task list', async ({ browser, baseURL }, testInfo) => {
  const u = await pseudoUser(browser, baseURL!);
  const page = u.page;
  try {
    await page.goto('/');
    await expect(page.getByText(PSEUDO_OPEN, { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: either('Tasks') }).click();
    await expect(page).toHaveURL(/\/task$/);
    await expectPseudoClean(page, 'tasks', testInfo, { data: [u.name] });
  } finally {
    await close(u);
  }
});

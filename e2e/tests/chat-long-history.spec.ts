import { test, expect } from '../support/test';
import { sendText } from '../support/chat-store';
import { chatLog, openChat, twoFriends } from '../support/chat';

// A long conversation keeps at most ~60 message rows
// in the DOM, opens at the newest message and loads older pages (100) as you scroll up.
const TOTAL = Number(process.env.CHAT_LONG_TOTAL ?? 10_000);
const MAX_ROWS = 60;

test(`a conversation of ${TOTAL} messages: ≤ ${MAX_ROWS} rows in the DOM, older pages on scrolling up`, async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const [ann, bob] = await twoFriends(browser, baseURL!);
  // Ann writes TOTAL numbered messages through the real API (in order, 25 at a time).
  const started = Date.now();
  for (let i = 0; i < TOTAL; i += 25)
    await Promise.all(
      Array.from({ length: Math.min(25, TOTAL - i) }, (_, k) =>
        sendText(ann.session, bob.id, `Message number ${i + k + 1}`),
      ),
    );
  console.log(`seeded ${TOTAL} messages in ${Date.now() - started} ms`);

  await openChat(bob.page, ann.id);
  const rows = bob.page.getByTestId('message-row');
  await expect(
    chatLog(bob.page).getByText(`Message number ${TOTAL}`, { exact: true }),
  ).toBeVisible();
  const opened = await rows.count();
  expect(opened).toBeGreaterThan(5);
  expect(opened).toBeLessThanOrEqual(MAX_ROWS);

  // Scroll to the top a few times: each time an older page comes in, and the DOM stays small.
  const log = chatLog(bob.page);
  let oldest = TOTAL;
  const counts: number[] = [opened];
  for (let round = 0; round < 3; round++) {
    await expect
      .poll(
        async () => {
          await log.evaluate((el) => (el.scrollTop = 0));
          const texts = await rows.allTextContents();
          const nums = texts
            .map((t) => Number(/Message number (\d+)/.exec(t)?.[1] ?? NaN))
            .filter(Number.isFinite);
          return Math.min(...nums);
        },
        { timeout: 20_000 },
      )
      .toBeLessThan(oldest - 50);
    const texts = await rows.allTextContents();
    oldest = Math.min(...texts.map((t) => Number(/Message number (\d+)/.exec(t)?.[1] ?? Infinity)));
    counts.push(await rows.count());
  }
  console.log(`rows in the DOM: ${counts.join(', ')}; oldest on screen after 3 pages: ${oldest}`);
  for (const c of counts) expect(c).toBeLessThanOrEqual(MAX_ROWS);
  expect(oldest).toBeLessThan(TOTAL - 250);
  await ann.context.close();
  await bob.context.close();
});

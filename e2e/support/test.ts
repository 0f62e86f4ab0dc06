import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * The suite's `test`: Playwright's, plus a console guard on every page of the test (the default
 * context's and every context the test makes with `browser.newContext`). A console error or an
 * uncaught page error fails the test unless it is expected; so do the warnings known to mean a
 * bug (a react-i18next call without its instance, a media signal that failed). Specs import
 * `test` and `expect` from here (lint).
 *
 * A spec that breaks something on purpose (a remote that does not load, a request refused by the
 * server) says what it expects with `test.use({ consoleErrors: /…|…/ })` (one pattern: Playwright
 * reads an array given to test.use as a fixture and its options).
 */
export interface ConsoleGuardOptions {
  /** Console errors this spec expects: a pattern of the message text. */
  consoleErrors: RegExp | null;
}

/**
 * Expected in every spec: the browser logs a failed request as a console error, and a
 * refused request is the server's answer (4xx, each with its own spec). A request that failed
 * because the test closed the page or its context while it was on its way is no error either.
 */
const ALWAYS_EXPECTED: RegExp[] = [
  /^Failed to load resource: the server responded with a status of 4\d\d/,
  /^Failed to load resource: net::ERR_ABORTED/,
];

/** Warnings that mean a bug, not a handled failure. */
const BUG_WARNINGS: RegExp[] = [/react-i18next::/, /\[media\] signal failed/];

export const test = base.extend<ConsoleGuardOptions & { consoleGuard: void }>({
  consoleErrors: [null, { option: true }],
  consoleGuard: [
    async ({ browser, context, consoleErrors }, run) => {
      const seen: string[] = [];
      const watchPage = (page: Page) => {
        page.on('console', (m) => {
          const text = m.text();
          if (
            m.type() === 'error' ||
            (m.type() === 'warning' && BUG_WARNINGS.some((r) => r.test(text)))
          )
            seen.push(`${m.type()} on ${page.url()}: ${text}`);
        });
        page.on('pageerror', (e) => seen.push(`uncaught on ${page.url()}: ${e.message}`));
      };
      const watch = (ctx: BrowserContext) => {
        ctx.pages().forEach(watchPage);
        ctx.on('page', watchPage);
      };
      watch(context);
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const ctx = await newContext.apply(browser, args);
        watch(ctx);
        return ctx;
      };
      try {
        await run();
      } finally {
        browser.newContext = newContext;
      }
      const expected = consoleErrors ? [...ALWAYS_EXPECTED, consoleErrors] : ALWAYS_EXPECTED;
      const unexpected = seen.filter(
        (line) => !expected.some((r) => r.test(line.replace(/^\w+ on \S*: /, ''))),
      );
      expect(unexpected, 'console errors and bug warnings nobody expected').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

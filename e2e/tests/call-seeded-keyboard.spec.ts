import { type Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { seriousViolations } from '../support/axe';
import { closeAll, expectMovingVideo, openUser, room, storedRoom, videoWindow, type CallUser } from '../support/call';
import { DESKTOP, PHONE } from '../support/chat';
import { signedApi } from '../support/chat-store';
import { devApi } from '../support/session';

// The call window for keyboard and screen-reader users, in a real call with a seeded host
// (backend seed: 10003 Ava Mitchell, pinned online and answering; back to its schedule after):
// the window takes focus and keeps it (the page behind cannot be tabbed to), Hang up is a few
// Tabs away, focus goes back to the Call button when the call ends, and axe finds no serious or
// critical violation in the window — at a phone's and a desktop's size.
const HOST = { userId: 10003, name: 'Ava Mitchell' };

/** Where the keyboard focus is: inside the call window, and on which control. */
async function focusIn(page: Page, name: string): Promise<{ inside: boolean; label: string }> {
  return videoWindow(page, name).evaluate((win) => {
    const a = document.activeElement as HTMLElement | null;
    return {
      inside: !!a && win.contains(a),
      label: a ? (a.getAttribute('aria-label') ?? a.textContent ?? a.tagName).trim() : '',
    };
  });
}

for (const [size, viewport] of [
  ['390×844', PHONE],
  ['1366×860', DESKTOP],
] as const) {
  test(`keyboard and screen reader in the call window at ${size}: focus kept inside, Hang up near, focus back on Call; axe clean`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await devApi('/dev/api/hosts/behaviour', { hostId: HOST.userId, status: 2, answer: 'answer', ringMs: 300 });
    let u: CallUser | null = null;
    let roomNum = '';
    try {
      u = await openUser(browser, baseURL!, {
        name: `Keys ${Date.now().toString(36).slice(-5)}`,
        coins: 1000,
        path: '/search',
        viewport,
      });
      const { page } = u;
      // The phone's limited-offer popup may open by itself on SearchPage: a person closes it.
      const offer = page.getByRole('dialog', { name: 'Limited coin offer' });
      await page.addLocatorHandler(offer, () => offer.getByRole('button', { name: 'Not now' }).click());
      await page.getByRole('searchbox', { name: 'Search hosts by name or ID' }).fill(String(HOST.userId));
      const callButton = page.getByRole('button', { name: `Call ${HOST.name}` });
      await expect(callButton).toBeEnabled();
      // A keyboard user: focus on the Call button, Enter; the price dialog takes focus.
      await callButton.focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: `Call ${HOST.name}?` });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Call', exact: true }).focus();
      await page.keyboard.press('Enter');

      const win = videoWindow(page, HOST.name);
      await expect(win).toBeVisible({ timeout: 20_000 });
      await expectMovingVideo(page, 'Their video');
      roomNum = await storedRoom(page);
      await expect.poll(async () => (await room(roomNum)).started_at).not.toBeNull();

      // The window has the focus, and Tab never leaves it (twice round its controls).
      await expect.poll(async () => (await focusIn(page, HOST.name)).inside).toBe(true);
      let tabsToHangUp = 0;
      for (let i = 1; i <= 16; i++) {
        await page.keyboard.press('Tab');
        const f = await focusIn(page, HOST.name);
        expect(f.inside, `Tab ${i} stays in the call window (on "${f.label}")`).toBe(true);
        if (!tabsToHangUp && f.label === 'Hang up') tabsToHangUp = i;
      }
      console.log(`Tabs from the call window to Hang up at ${size}: ${tabsToHangUp}`);
      expect(tabsToHangUp, 'Tabs from the window to Hang up').toBeGreaterThan(0);
      expect(tabsToHangUp).toBeLessThanOrEqual(6);
      // Shift+Tab goes round the other way, still inside.
      await page.keyboard.press('Shift+Tab');
      expect((await focusIn(page, HOST.name)).inside).toBe(true);

      const violations = await seriousViolations(page);
      console.log(`axe, call window at ${size}: ${violations.length}${violations.length ? `\n  ${violations.join('\n  ')}` : ''}`);

      // Hang up with the keyboard: the confirm takes focus; End call ends it.
      await win.getByRole('button', { name: 'Hang up' }).focus();
      await page.keyboard.press('Enter');
      const end = page.getByRole('dialog', { name: 'End this call?' });
      await expect(end).toBeVisible();
      await expect(end.getByRole('button', { name: 'Keep talking' })).toBeVisible();
      await end.getByRole('button', { name: 'End call' }).focus();
      await page.keyboard.press('Enter');
      await expect(win).toBeHidden();
      // Back where the user was: the Call button (enabled again once the call has ended).
      await expect(callButton).toBeFocused();
      await expect.poll(async () => (await room(roomNum)).state).toBe('ended');
      roomNum = '';
      expect(violations, `axe, call window at ${size}`).toEqual([]);
    } finally {
      if (u && roomNum)
        await signedApi(u.session, 'POST', '/api/call/hangup', { roomNum }).catch(() => undefined);
      if (u) await closeAll(u);
      await devApi('/dev/api/hosts/behaviour', { hostId: HOST.userId, status: null });
    }
  });
}

import { test, expect } from '../support/test';
import {
  balance,
  callFromSearch,
  placeCall,
  callingBell,
  closeAll,
  openUser,
  ringBell,
  room,
  shiftRoom,
  storedRoom,
  videoWindow,
} from '../support/call';

// The branches of a call between two browsers (fake devices). B is a host
// (price 60) so A can find them on SearchPage; each test uses fresh users.
const tag = () => Date.now().toString(36).slice(-5);

test('B refuses: A is told it was declined, nothing is charged', async ({ browser, baseURL }) => {
  const t = tag();
  const b = await openUser(browser, baseURL!, { name: `Host B ${t}`, host: true, path: '/shop' });
  const a = await openUser(browser, baseURL!, { name: `Caller A ${t}`, coins: 200 });
  try {
    await placeCall(a, b);
    await ringBell(b.page).getByRole('button', { name: 'Decline' }).click();
    await expect(a.page.getByText('The call was declined.')).toBeVisible();
    await expect(callingBell(a.page)).toBeHidden();
    await expect(ringBell(b.page)).toBeHidden();
    expect(await balance(a.session)).toBe(200);
  } finally {
    await closeAll(a, b);
  }
});

test('A cancels while it rings: B is told the caller cancelled', async ({ browser, baseURL }) => {
  const t = tag();
  const b = await openUser(browser, baseURL!, { name: `Host B ${t}`, host: true });
  const a = await openUser(browser, baseURL!, { name: `Caller A ${t}`, coins: 200 });
  try {
    await placeCall(a, b);
    await expect(ringBell(b.page)).toBeVisible();
    await callingBell(a.page).getByRole('button', { name: 'Cancel' }).click();
    await expect(a.page.getByText('Call cancelled.')).toBeVisible();
    await expect(b.page.getByText('The caller cancelled the call.')).toBeVisible();
    await expect(ringBell(b.page)).toBeHidden();
  } finally {
    await closeAll(a, b);
  }
});

test('nobody answers for 30 s (server clock moved on): no answer for A, the ring bell closes for B', async ({
  browser,
  baseURL,
}) => {
  const t = tag();
  const b = await openUser(browser, baseURL!, { name: `Host B ${t}`, host: true });
  const a = await openUser(browser, baseURL!, { name: `Caller A ${t}`, coins: 200 });
  try {
    await placeCall(a, b);
    await expect(ringBell(b.page)).toBeVisible();
    const roomNum = await storedRoom(a.page);
    await shiftRoom(roomNum, 31_000);
    await expect(a.page.getByText('No answer. Please try again later.')).toBeVisible();
    await expect(ringBell(b.page)).toBeHidden();
    expect((await room(roomNum)).hangup_reason).toBe(4);
  } finally {
    await closeAll(a, b);
  }
});

test('busy: a third user calling B mid-call is told B is busy; the call goes on', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const t = tag();
  const b = await openUser(browser, baseURL!, { name: `Host B ${t}`, host: true });
  const a = await openUser(browser, baseURL!, { name: `Caller A ${t}`, coins: 200 });
  const c = await openUser(browser, baseURL!, { name: `Caller C ${t}`, coins: 200 });
  try {
    await placeCall(a, b);
    await ringBell(b.page).getByRole('button', { name: 'Accept' }).click();
    await expect(videoWindow(a.page, b.name)).toBeVisible();
    await placeCall(c, b);
    // The server answers 100002 (callee in a room) or B's layer refuses as busy: either way, no ring.
    await expect(
      c.page.getByText(/The user is busy in another call\.|No answer\. Please try again later\./),
    ).toBeVisible();
    await expect(ringBell(b.page)).toBeHidden();
    await expect(videoWindow(b.page, a.name)).toBeVisible();
    expect(await balance(c.session)).toBe(200);
  } finally {
    await closeAll(a, b, c);
  }
});

test('B drops out mid-call (its page crashes, no hang-up sent): after the 20 s leave timer A is told and the call ends', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const t = tag();
  const b = await openUser(browser, baseURL!, { name: `Host B ${t}`, host: true });
  const a = await openUser(browser, baseURL!, { name: `Caller A ${t}`, coins: 500 });
  try {
    await placeCall(a, b);
    await ringBell(b.page).getByRole('button', { name: 'Accept' }).click();
    await expect(videoWindow(a.page, b.name)).toBeVisible();
    const roomNum = await storedRoom(a.page);
    await expect
      .poll(async () => (await room(roomNum)).minutes_billed, { timeout: 30_000 })
      .toBe(1);
    // A closed tab hangs up on its way out (pagehide); a crash or a lost phone does not: the
    // renderer dies, its socket and peer connection with it.
    const cdp = await b.context.newCDPSession(b.page);
    void cdp.send('Page.crash').catch(() => undefined); // never answers: the page is gone
    await expect(
      a.page.getByText(`${b.name} left. The call ends in 20 seconds unless they come back.`),
    ).toBeVisible();
    await expect(videoWindow(a.page, b.name)).toBeHidden({ timeout: 35_000 });
    await expect(a.page.getByText('The other side hung up.')).toBeVisible();
    await expect.poll(async () => (await room(roomNum)).state).toBe('ended');
    expect(await balance(a.session)).toBe(440);
  } finally {
    await closeAll(a, b);
  }
});

test('not enough coins: the dialog shows the price and leads to CoinPage', async ({
  browser,
  baseURL,
}) => {
  const t = tag();
  const b = await openUser(browser, baseURL!, { name: `Host B ${t}`, host: true, price: 60 });
  const a = await openUser(browser, baseURL!, { name: `Caller A ${t}`, coins: 59 });
  try {
    await callFromSearch(a, b);
    const dialog = a.page.getByRole('dialog', { name: 'Not enough coins' });
    await expect(dialog.getByText('costs 60 coins per minute')).toBeVisible();
    await expect(dialog.getByText('You have 59 coins.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Get coins' }).click();
    await expect(a.page).toHaveURL(/\/shop\?from=call$/);
    await expect(ringBell(b.page)).toBeHidden();
  } finally {
    await closeAll(a, b);
  }
});

test('price confirm "once": remembered for calls from the same page, not asked again', async ({
  browser,
  baseURL,
}) => {
  const t = tag();
  const b = await openUser(browser, baseURL!, { name: `Host B ${t}`, host: true });
  const a = await openUser(browser, baseURL!, { name: `Caller A ${t}`, coins: 500 });
  try {
    await callFromSearch(a, b);
    const confirm = a.page.getByRole('dialog', { name: `Call ${b.name}?` });
    await confirm.getByRole('radio', { name: 'Only the first time from this page' }).check();
    await confirm.getByRole('button', { name: 'Call', exact: true }).click();
    await callingBell(a.page).getByRole('button', { name: 'Cancel' }).click();
    await expect(callingBell(a.page)).toBeHidden();
    // Again from SearchPage (same call location): straight to ringing, no confirm.
    await a.page.reload();
    await callFromSearch(a, b);
    await expect(callingBell(a.page)).toBeVisible();
    await expect(confirm).toBeHidden();
    await callingBell(a.page).getByRole('button', { name: 'Cancel' }).click();
  } finally {
    await closeAll(a, b);
  }
});

test('camera denied: the permission message, not a blank window; no call is made', async ({
  browser,
  baseURL,
}) => {
  const t = tag();
  const b = await openUser(browser, baseURL!, { name: `Host B ${t}`, host: true });
  const a = await openUser(browser, baseURL!, { name: `Caller A ${t}`, coins: 500, camera: false });
  try {
    await callFromSearch(a, b);
    const dialog = a.page.getByRole('dialog', { name: 'Camera and microphone blocked' });
    await expect(dialog.getByText(/LivCam needs your camera and microphone/)).toBeVisible();
    await expect(ringBell(b.page)).toBeHidden();
    expect(await balance(a.session)).toBe(500);
  } finally {
    await closeAll(a, b);
  }
});

import { test, expect } from '../support/test';
import {
  newPerson,
  openFriends,
  search,
  serverBalance,
  shownId,
  friendRow,
} from '../support/friends';
import { signedApi } from '../support/chat-store';

// Two people who just signed up find each other by ID, one adds the other
// (9 coins, debited once through the ledger; the balance shown is the server's), the other accepts.
// A user without coins gets the not-enough-coins dialog leading to CoinPage (spec 2 §8, 20001).

// Two people, each in their own browser, on a shared 2-core machine: more than the default minute.
test.setTimeout(120_000);

test('two new users find each other, one adds the other for 9 coins once, the other accepts', async ({
  browser,
  baseURL,
}) => {
  // Ann on a desktop (the coin balance is in its sidebar), Ben on a phone.
  const ann = await newPerson(browser, baseURL!, 'Ann Finder', 100, { width: 1366, height: 860 });
  const ben = await newPerson(browser, baseURL!, 'Ben Newcomer');
  try {
    // Each sees their own ID on the friends page, and nobody in their list yet.
    await openFriends(ann.page);
    await openFriends(ben.page);
    await expect(ben.page.getByText('No friends yet')).toBeVisible();
    const annId = await shownId(ann.page);
    const benId = await shownId(ben.page);
    expect(Number(annId)).toBe(ann.userId);

    // Ben, with no coins, finds Ann and tries to add her: the recharge dialog leads to CoinPage.
    await search(ben.page, annId);
    const annCard = ben.page.getByRole('region', { name: `Person with ID ${annId}` });
    await expect(annCard.getByText('Ann Finder')).toBeVisible();
    await annCard.getByRole('button', { name: 'Add friend · 9 coins' }).click();
    const noCoins = ben.page.getByRole('dialog', { name: 'Not enough coins' });
    await expect(noCoins).toContainText('Adding a friend costs 9 coins');
    await noCoins.getByRole('button', { name: 'Get coins' }).click();
    await expect(ben.page).toHaveURL(/\/shop$/);
    expect(await serverBalance(ben.session)).toBe(0);

    // Ann finds Ben by the ID he told her and adds him: 9 coins, once.
    await expect(ann.page.getByRole('link', { name: 'Coin balance: 100' })).toBeVisible();
    await search(ann.page, benId);
    const benCard = ann.page.getByRole('region', { name: `Person with ID ${benId}` });
    await expect(benCard.getByText('Ben Newcomer')).toBeVisible();
    await benCard.getByRole('button', { name: 'Add friend · 9 coins' }).click();
    await expect(ann.page.getByText('Friend request sent to Ben Newcomer.')).toBeVisible();
    await expect(benCard.getByRole('button', { name: 'Request sent' })).toBeDisabled();
    await expect(ann.page.getByRole('link', { name: 'Coin balance: 91' })).toBeVisible();
    expect(await serverBalance(ann.session)).toBe(91);
    // A retried request (the same call again) charges nothing more.
    const again = await signedApi<{ charged: number; alreadyRequested: boolean }>(
      ann.session,
      'POST',
      '/facade/api/friend/addFriend',
      {
        addWay: 102,
        friendUserId: ben.userId,
      },
    );
    expect(again.data).toMatchObject({ charged: 0, alreadyRequested: true });
    await ann.page.reload();
    await search(ann.page, benId);
    await expect(benCard.getByRole('button', { name: 'Request sent' })).toBeDisabled();
    await expect(ann.page.getByRole('link', { name: 'Coin balance: 91' })).toBeVisible();
    expect(await serverBalance(ann.session)).toBe(91);

    // Ben sees the request (pushed in real time) and accepts it, free.
    await openFriends(ben.page);
    await expect(ben.page.getByRole('tab', { name: /^Requests/ })).toContainText('1');
    await ben.page.getByRole('tab', { name: /^Requests/ }).click();
    const requests = ben.page.getByRole('list', { name: 'Friend requests' });
    await expect(requests.getByText('Ann Finder')).toBeVisible();
    await requests.getByRole('button', { name: 'Accept friend request' }).click();
    await expect(ben.page.getByText('You and Ann Finder are now friends.')).toBeVisible();
    await expect(ben.page.getByText('No friend requests right now.')).toBeVisible();
    expect(await serverBalance(ben.session)).toBe(0);

    // Both lists now hold the other.
    await ben.page.getByRole('tab', { name: 'Friends', exact: true }).click();
    await expect(friendRow(ben.page, 'Ann Finder')).toBeVisible();
    await openFriends(ann.page);
    await expect(friendRow(ann.page, 'Ben Newcomer')).toBeVisible();
    expect(await serverBalance(ann.session)).toBe(91);
  } finally {
    await ann.context.close();
    await ben.context.close();
  }
});

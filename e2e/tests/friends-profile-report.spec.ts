import { test, expect } from '../support/test';
import { befriend, signedApi } from '../support/chat-store';
import { friendAction, newPerson, openFriends, friendRow } from '../support/friends';

// FriendPage (someone's card, album, actions) and the three-step report popup
// (spec 3 §4 "Report flow", §5 codes and limits): reason → sub-reason → details and e-mail →
// submit, which also blocks the person and thanks.

test('a profile shows the person, their photos and what you can do', async ({
  browser,
  baseURL,
}) => {
  const ann = await newPerson(browser, baseURL!, 'Ann Viewer', 20);
  try {
    // A seeded demo user with an album (backend chat/world.ts).
    const demo = await signedApi<{ userName: string }>(
      ann.session,
      'GET',
      '/facade/api/user/getUserInfo',
      undefined,
      {
        searchUserId: 20001,
      },
    );
    expect(demo.code).toBe(200);
    await ann.page.goto('/profile/20001');
    const card = ann.page.getByRole('region', { name: `About ${demo.data.userName}` });
    await expect(card).toContainText('User ID 20001');
    const album = ann.page.getByRole('list', { name: `Photos of ${demo.data.userName}` });
    await expect(album.getByRole('img')).not.toHaveCount(0);
    await expect(
      album.getByRole('img', { name: `Photo 1 of ${demo.data.userName}` }),
    ).toBeVisible();
    await expect(ann.page.getByRole('button', { name: 'Add friend · 9 coins' })).toBeVisible();
    await ann.page.getByRole('link', { name: 'Send a message' }).click();
    await expect(ann.page).toHaveURL(/\/message\/session\/20001$/);

    // An address that is no user, and your own profile, say so.
    await ann.page.goto('/profile/999999999');
    await expect(ann.page.getByText('No one has this user ID.')).toBeVisible();
    await ann.page.goto(`/profile/${ann.userId}`);
    await expect(ann.page.getByText(/This is your own profile/)).toBeVisible();
  } finally {
    await ann.context.close();
  }
});

test('a report goes through its three steps, checks its limits, blocks and thanks', async ({
  browser,
  baseURL,
}) => {
  const ann = await newPerson(browser, baseURL!, 'Ann Reporter');
  const ben = await newPerson(browser, baseURL!, 'Ben Rude');
  await ben.context.close();
  const benId = ben.userId;
  await befriend(ann.userId, benId);
  try {
    await openFriends(ann.page);
    await friendAction(ann.page, 'Ben Rude', 'Report');
    const popup = ann.page.getByRole('dialog', { name: 'Report Ben Rude' });
    // Step 1: the six reasons of spec 3 §5.
    for (const r of [
      'Adult content',
      'Suspicious or fraudulent',
      'Not who they say they are',
      'Harassment',
      'Under 18',
      'Something else',
    ])
      await expect(popup.getByRole('button', { name: r })).toBeVisible();
    await popup.getByRole('button', { name: 'Harassment' }).click();
    // Step 2: harassment's sub-reasons; Back returns to step 1 and forward again.
    await expect(popup.getByRole('button', { name: 'Hate speech' })).toBeVisible();
    await popup.getByRole('button', { name: 'Abusive language' }).click();
    // Step 3: details ≤ 200 with a counter, e-mail optional but an address.
    const details = popup.getByLabel('Tell us more (optional)');
    await details.fill('x'.repeat(201));
    await expect(popup.getByText('201/200')).toBeVisible();
    await expect(popup.getByRole('alert')).toHaveText('Details can have at most 200 characters.');
    await popup.getByRole('button', { name: 'Send report' }).click();
    await expect(popup.getByRole('button', { name: 'Send report' })).toBeVisible(); // nothing sent
    await details.fill('He insulted me in the chat.');
    await popup.getByLabel(/Your e-mail/).fill('not-an-address');
    await popup.getByRole('button', { name: 'Send report' }).click();
    await expect(popup.getByRole('alert')).toHaveText(
      /Enter an e-mail address like name@example.com/,
    );
    await expect(details).toHaveValue('He insulted me in the chat.'); // nothing typed is lost
    await popup.getByLabel(/Your e-mail/).fill('ann@example.com');
    await popup.getByRole('button', { name: 'Send report' }).click();
    const thanks = ann.page.getByRole('dialog', { name: 'Thank you' });
    await expect(thanks).toContainText('Ben Rude is now blocked.');
    await thanks.getByRole('button', { name: 'Done' }).click();

    // Blocked: gone from the friends list, listed on the Blocked tab, and on the server.
    await expect(friendRow(ann.page, 'Ben Rude')).toHaveCount(0);
    await ann.page.getByRole('tab', { name: /^Blocked/ }).click();
    await expect(ann.page.getByText('Ben Rude')).toBeVisible();
    const bl = await signedApi<{ list: Array<{ id: number }> }>(
      ann.session,
      'GET',
      '/facade/api/black/blacklists',
    );
    expect(bl.data.list.map((x) => x.id)).toContain(benId);
  } finally {
    await ann.context.close();
  }
});

test('cancel closes the report without sending anything', async ({ browser, baseURL }) => {
  const ann = await newPerson(browser, baseURL!, 'Ann Undecided');
  const ben = await newPerson(browser, baseURL!, 'Ben Fine');
  await ben.context.close();
  await befriend(ann.userId, ben.userId);
  try {
    await ann.page.goto(`/profile/${ben.userId}`);
    await ann.page.getByRole('button', { name: 'Report' }).click();
    const popup = ann.page.getByRole('dialog', { name: 'Report Ben Fine' });
    await popup.getByRole('button', { name: 'Something else' }).click(); // Other skips step 2
    await expect(popup.getByLabel('Tell us more (optional)')).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);
    await expect(ann.page.getByRole('link', { name: 'Send a message' })).toBeVisible(); // not blocked
    const bl = await signedApi<{ list: unknown[] }>(
      ann.session,
      'GET',
      '/facade/api/black/blacklists',
    );
    expect(bl.data.list).toHaveLength(0);
  } finally {
    await ann.context.close();
  }
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { friendApi, registerLiveLayer, statusApi, type Friend, type LiveRequest } from 'shared-sdk';
import { liveApi } from 'shared-sdk/live';
import { renderWithApp } from 'shared-sdk/testing';
import { FriendsTab } from '../../friends/components/FriendsTab';
import { ConversationRow } from '../../messages/components/ConversationRow';
import type { ConversationEntry } from '../../messages/rules/conversations';
import { livingStore } from '../state/livingStore';

jest.mock('shared-sdk/live', () => ({ liveApi: { hostIsLivingBatch: jest.fn() } }));
const batch = liveApi.hostIsLivingBatch as jest.Mock;

const friend = (id: number, userName: string): Friend => ({
  id,
  userName,
  nickName: userName,
  remark: '',
  headImg: '',
  countryId: 1,
  status: 2,
  stick: 0,
  relation: 2,
  remindSwitch: false,
});

let unregister: (() => void) | null = null;
beforeEach(() => {
  livingStore.clear();
  batch.mockReset().mockImplementation(async (ids: number[]) => ({
    ok: true,
    code: 200,
    msg: '',
    data: Object.fromEntries(
      ids.map((id) => [
        String(id),
        id === 6
          ? { living: true, liveStudioId: 60, channelId: 'live-60' }
          : { living: false, liveStudioId: null, channelId: null },
      ]),
    ),
  }));
  jest.spyOn(friendApi, 'getFriendList').mockResolvedValue({
    ok: true,
    code: 200,
    msg: '',
    data: { list: [friend(5, 'Ann'), friend(6, 'Bo')], pageNo: 1, pages: 1, total: 2 },
  } as never);
  jest
    .spyOn(statusApi, 'getBatch')
    .mockResolvedValue({ ok: true, code: 200, msg: '', data: [] } as never);
});
afterEach(() => {
  unregister?.();
  unregister = null;
  jest.restoreAllMocks();
});

test('friends list: a living friend gets the LIVE badge, which opens their live; the chat link stays', async () => {
  const open = jest.fn<Promise<void>, [LiveRequest]>().mockResolvedValue(undefined);
  unregister = registerLiveLayer(open);
  renderWithApp(<FriendsTab myId={42} onBlocked={() => undefined} />, { loggedIn: true });
  const badge = await screen.findByRole('button', { name: "Watch Bo's live" });
  // One batch for the friends on screen.
  expect(batch).toHaveBeenCalledTimes(1);
  expect([...(batch.mock.calls[0]?.[0] as number[])].sort()).toEqual([5, 6]);
  expect(screen.queryByRole('button', { name: "Watch Ann's live" })).toBeNull();
  const bo = screen.getByTestId('friend-6');
  expect(within(bo).getByRole('link', { name: 'Chat with Bo' }).getAttribute('href')).toBe(
    '/message/session/6',
  );
  fireEvent.click(badge);
  await waitFor(() =>
    expect(open).toHaveBeenCalledWith({ hostId: 6, channelId: 'live-60', source: 'friends_list' }),
  );
});

const entry = (friendId: number, userName: string) =>
  ({
    croomId: `r${friendId}`,
    friendId,
    userName,
    headImg: '',
    noReadCount: 0,
  }) as ConversationEntry;

test("chat list: the badge opens the live, the row's own tap still opens the chat", async () => {
  const open = jest.fn<Promise<void>, [LiveRequest]>().mockResolvedValue(undefined);
  unregister = registerLiveLayer(open);
  const onOpen = jest.fn();
  renderWithApp(
    <ul>
      <ConversationRow
        entry={entry(6, 'Bo')}
        now={Date.now()}
        selected={false}
        selecting={false}
        checked={null}
        live={{ hostId: 6, channelId: 'live-60' }}
        onOpen={onOpen}
        onToggle={() => undefined}
        onMenu={() => undefined}
      />
    </ul>,
    { loggedIn: true },
  );
  fireEvent.click(screen.getByRole('button', { name: "Watch Bo's live" }));
  await act(async () => undefined);
  expect(onOpen).not.toHaveBeenCalled();
  expect(open).toHaveBeenCalledWith({ hostId: 6, channelId: 'live-60', source: 'chat_list' });
  fireEvent.click(screen.getByRole('button', { name: /^Bo/ }));
  expect(onOpen).toHaveBeenCalledTimes(1);
});

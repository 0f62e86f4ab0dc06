import { type ApiResult, type FlashCoinAndChannel } from 'shared-sdk';
import { shopApi } from 'shared-sdk/shop';
import { offerStore } from './offerStore';

const offer = {
  id: 9,
  totalCoinNum: 299,
  discount: 60,
  limitMinutes: 60,
  currency: 'USD',
  beforeAmount: 299,
  afterAmount: 179,
  endTime: Date.now() + 60_000,
  webFlashVersion: 2,
};
const answer = (d: Partial<FlashCoinAndChannel>): ApiResult<FlashCoinAndChannel> => ({
  ok: true,
  code: 200,
  msg: '',
  data: {
    flashCoinChannel: [],
    webFlashUserSeals: [offer],
    webFlashVersion: 2,
    enableWebConfig: true,
    ...d,
  },
});

afterEach(() => {
  jest.restoreAllMocks();
  offerStore.reset();
});

test('loads once per user, again when forced; a failed fetch clears the offer and logs', async () => {
  const spy = jest.spyOn(shopApi, 'checkWebUserAndGetCoinAndChannel').mockResolvedValue(answer({}));
  await offerStore.ensure(7);
  expect(offerStore.getSnapshot()).toMatchObject({ status: 'ready', userId: 7, offer, version: 2 });
  await offerStore.ensure(7);
  expect(spy).toHaveBeenCalledTimes(1);
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  spy.mockResolvedValue({ ok: false, code: -1, msg: 'network', data: null });
  await offerStore.ensure(7, true);
  expect(offerStore.getSnapshot()).toMatchObject({ status: 'ready', offer: null });
  expect(log).toHaveBeenCalled();
});

test('the campaign switched off (enableWebConfig false) shows no offer; signing out forgets it', async () => {
  jest
    .spyOn(shopApi, 'checkWebUserAndGetCoinAndChannel')
    .mockResolvedValue(answer({ enableWebConfig: false }));
  await offerStore.ensure(8);
  expect(offerStore.getSnapshot().offer).toBeNull();
  await offerStore.ensure(null);
  expect(offerStore.getSnapshot()).toMatchObject({ status: 'idle', userId: null });
});

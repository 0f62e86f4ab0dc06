import { configureApi } from '../src/api/config';
import { rtmApi } from '../src/api/modules';
import { ApiError } from '../src/api/types';
import { saveSession } from '../src/storage/cookies';
import { rsaPair } from './keys';
import { startServer } from './server';

describe('rtmApi (spec 2 §7)', () => {
  const keys = rsaPair();
  let srv: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    srv = await startServer(keys.privateKey, keys.publicKey);
  });
  afterAll(() => srv.close());

  it('genToken: GET /facade/api/rtm/genToken, signed, resolves data', async () => {
    configureApi({ apiBase: srv.base, appId: 'a', version: '1' });
    saveSession({ userId: 5, loginToken: 'tok' });
    const r = await rtmApi.genToken();
    expect(srv.last()).toMatchObject({ method: 'GET', path: '/facade/api/rtm/genToken', sigOk: true });
    // The test server echoes the query as data; the common parameters are there.
    expect(r).toMatchObject({ echo: { appId: 'a', userId: '5' } });
  });

  it('genToken rejects on a failure code (a token call)', async () => {
    configureApi({ apiBase: `${srv.base}/code/500`, appId: 'a', version: '1' });
    // `/code/…` answers a non-200 envelope: the call throws instead of resolving an ApiResult.
    await expect(rtmApi.genToken()).rejects.toBeInstanceOf(ApiError);
    expect(srv.last().path).toBe('/code/500/facade/api/rtm/genToken');
  });
});

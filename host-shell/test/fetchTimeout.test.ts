import { fetchWithTimeout } from '../src/features/remotes/runtime/fetchWithTimeout';
import { createFallbackModule, isFallbackModule } from '../src/features/remotes/runtime/fallback';
import errorFallbackPlugin from '../src/features/remotes/runtime/errorFallbackPlugin';

jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => null }));

const hanging: typeof fetch = (_url, init) =>
  new Promise((_r, reject) =>
    init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
  );

describe('manifest fetch hook', () => {
  it('a hung manifest fails after the timeout (AbortSignal.timeout)', async () => {
    const t0 = Date.now();
    await expect(
      fetchWithTimeout(
        'http://x/mf-manifest.json',
        {},
        { timeoutMs: 50, retries: 2, retryDelayMs: 0 },
        hanging,
      ),
    ).rejects.toThrow(/timed out after 50 ms/);
    expect(Date.now() - t0).toBeLessThan(1000); // no retry of a timeout
  });

  it('retries a refused connection, then gives up', async () => {
    const f = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      fetchWithTimeout(
        'u',
        {},
        { timeoutMs: 1000, retries: 1, retryDelayMs: 0 },
        f as unknown as typeof fetch,
      ),
    ).rejects.toThrow('Failed to fetch');
    expect(f).toHaveBeenCalledTimes(2);
  });

  it('returns the response when the server answers', async () => {
    const res = { ok: true, status: 200 } as Response;
    const f = jest.fn(async () => res);
    await expect(
      fetchWithTimeout(
        'u',
        {},
        { timeoutMs: 1000, retries: 1, retryDelayMs: 0 },
        f as unknown as typeof fetch,
      ),
    ).resolves.toBe(res);
  });
});

describe('errorLoadRemote plugin', () => {
  const plugin = errorFallbackPlugin();
  const call = (lifecycle: string) =>
    (plugin.errorLoadRemote as (a: unknown) => unknown)({
      id: 'mfe_shop/CoinPage',
      error: new Error('x'),
      lifecycle,
      from: 'runtime',
    });
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('returns nothing at afterResolve (it would be taken as the manifest)', () => {
    expect(call('afterResolve')).toBeUndefined();
  });
  it('returns the fallback module at onLoad', () => {
    const mod = call('onLoad');
    expect(isFallbackModule(mod)).toBe(true);
    expect(() => (mod as ReturnType<typeof createFallbackModule>).default()).toThrow(
      /mfe_shop\/CoinPage could not load/,
    );
  });
});

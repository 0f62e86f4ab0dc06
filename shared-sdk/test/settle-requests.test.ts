import { apiRequest } from '../src/api/client';
import { configureApi } from '../src/api/config';
import { settleRequests } from '../src/testing/settleRequests';

// shared-sdk/testing's settleRequests: waits for every API call under way, also the ones a
// settled call leads to, rejecting calls included; answers at once when none is.
test('settleRequests waits for calls under way and the calls they start', async () => {
  configureApi({ apiBase: 'http://127.0.0.1:9', appId: 'a', version: '1' });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const realFetch = globalThis.fetch;
  const answers: Array<() => void> = [];
  globalThis.fetch = jest.fn(
    () =>
      new Promise<Response>((resolve) =>
        answers.push(() => resolve(new Response('{"code":200,"data":1}'))),
      ),
  ) as unknown as typeof fetch;
  try {
    await settleRequests(); // nothing under way
    const seen: string[] = [];
    void apiRequest('/first').then(() => {
      seen.push('first');
      void apiRequest('/second').then(() => seen.push('second'));
    });
    void apiRequest('/refused', { reject: true, okCodes: [0] }).catch(() => seen.push('refused'));
    let done = false;
    const settled = settleRequests().then(() => (done = true));
    // Answer the calls as they reach fetch (signing comes first), the chained one too.
    let answered = 0;
    while (answered < 3) {
      expect(done).toBe(false);
      await new Promise((r) => setImmediate(r));
      for (const answer of answers.splice(0)) {
        answer();
        answered++;
      }
    }
    await settled;
    expect(seen.sort()).toEqual(['first', 'refused', 'second']);
  } finally {
    globalThis.fetch = realFetch;
    warn.mockRestore();
  }
});

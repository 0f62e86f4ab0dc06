import {
  canonicalUrl,
  createNonce,
  signRequest,
  signaturesEqual,
  signingString,
  type SignInput,
} from '../src/api/signing';

// Fixed vectors: computed once (and checked with `sha256sum`), pasted here. If the format
// changes, the backend and every deployed client disagree, so these must fail loudly.
const input: SignInput = {
  url: '/facade/api/user/getUserInfo?userId=42&appId=livcam-web&timestamp=1700000000000&nonce=abc&platformType=4',
  loginToken: 'tok-123',
  deviceId: 'dev-1',
  nonce: 'abc',
  timestamp: 1700000000000,
  userId: '42',
};
const EXPECTED = 'dbe9c803faebd95ede4c0cd6e5262749d31ce3bcf75cc82a3b102ccd030c160e';
const withBody: SignInput = {
  ...input,
  url: '/facade/api/user/update?b=2&a=1',
  body: '{"userName":"x"}',
};
const EXPECTED_BODY = '46cc6ab3fea5473ea0ec167b0e3976a8f86d91849fc23a380da623153ee9a98d';

describe('request signature (spec 1 §7, CONTRACTS.md)', () => {
  it('signing string joins canonical url, token, device, nonce, timestamp, user with |', () => {
    expect(signingString(input)).toBe(
      '/facade/api/user/getUserInfo?appId=livcam-web&platformType=4&userId=42|tok-123|dev-1|abc|1700000000000|42',
    );
  });

  it('matches the fixed vector', async () => {
    await expect(signRequest(input)).resolves.toBe(EXPECTED);
  });

  it('matches the fixed vector with a body appended', async () => {
    expect(signingString(withBody)).toBe(
      '/facade/api/user/update?a=1&b=2|tok-123|dev-1|abc|1700000000000|42|{"userName":"x"}',
    );
    await expect(signRequest(withBody)).resolves.toBe(EXPECTED_BODY);
  });

  it('canonical url sorts by key then value and drops timestamp, nonce, sign', () => {
    expect(canonicalUrl('/p?z=1&a=2&m=3&a=1&nonce=n&timestamp=1&sign=s')).toBe(
      '/p?a=1&a=2&m=3&z=1',
    );
    expect(canonicalUrl('/p?timestamp=1&nonce=2')).toBe('/p');
    expect(canonicalUrl('/p')).toBe('/p');
  });

  it('parameter order does not change the signature', async () => {
    const reordered = {
      ...input,
      url: '/facade/api/user/getUserInfo?platformType=4&nonce=abc&appId=livcam-web&userId=42',
    };
    await expect(signRequest(reordered)).resolves.toBe(EXPECTED);
  });

  it.each<[string, Partial<SignInput>]>([
    [
      'url path',
      { url: '/facade/api/user/getUserInfo2?userId=42&appId=livcam-web&platformType=4' },
    ],
    [
      'query value',
      { url: '/facade/api/user/getUserInfo?userId=43&appId=livcam-web&platformType=4' },
    ],
    ['login token', { loginToken: 'tok-124' }],
    ['device id', { deviceId: 'dev-2' }],
    ['nonce', { nonce: 'abd' }],
    ['timestamp', { timestamp: 1700000000001 }],
    ['user id', { userId: '43' }],
    ['body', { body: '{}' }],
  ])('tampering the %s changes the signature', async (_name, change) => {
    const sig = await signRequest({ ...input, ...change });
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(sig).not.toBe(EXPECTED);
  });

  it('signaturesEqual compares exactly', () => {
    expect(signaturesEqual(EXPECTED, EXPECTED)).toBe(true);
    expect(signaturesEqual(EXPECTED, EXPECTED.replace(/.$/, '0'))).toBe(false);
    expect(signaturesEqual(EXPECTED, EXPECTED.slice(1))).toBe(false);
  });

  it('nonces are 32 hex chars and differ', () => {
    const a = createNonce();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(createNonce()).not.toBe(a);
  });
});

/**
 * Chat translation (spec 2 §4 "Translation is on by default"): the server says when a text could
 * not be translated (textContent.translationUnavailable, in the send answer, the push and the
 * history), the offline phrase book translates only what it knows, and the real client
 * (LibreTranslate's HTTP API) maps every answer and failure — checked against a local HTTP server
 * that answers the way the service does.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { parseBizEnvelope } from 'shared-sdk/node';
import { libreTranslateClient, libreTranslateCode } from '../../src/modules/chat/libreTranslate';
import { phraseBookTranslator, type Translator } from '../../src/modules/chat/translate';
import { translatorFromEnv } from '../../src/modules/chat/translatorFromEnv';
import { makeApp } from '../helpers';
import { api, befriend, connectRealtime, newUser, send } from './helpers';

describe('the phrase book (the offline stand-in)', () => {
  const tr = (text: string, lang: string) => phraseBookTranslator.translate(text, lang);

  test('translates a text whose every word it knows, keeping case and punctuation', async () => {
    expect(await tr('Hello friend!', 'es')).toEqual({ status: 'translated', text: 'Hola amigo!' });
    expect(await tr('thanks, good night', 'tr')).toEqual({
      status: 'translated',
      text: 'teşekkürler, günaydın gece',
    });
  });

  test('Turkish and Dutch texts it cannot read are "unavailable", never the original as a translation', async () => {
    expect(await tr('Nasılsın, bugün ne yapıyorsun?', 'en')).toEqual({
      status: 'unavailable',
      reason: 'unsupportedLanguage',
    });
    expect(await tr('Hoe gaat het met je?', 'es')).toEqual({
      status: 'unavailable',
      reason: 'notInPhraseBook',
    });
    // One unknown word is enough: no half translations.
    expect(await tr('Hello Ayşe', 'nl')).toEqual({
      status: 'unavailable',
      reason: 'notInPhraseBook',
    });
  });

  test('a text already in the target language, or with no words, needs nothing', async () => {
    expect(await tr('Merhaba arkadaş', 'tr')).toEqual({ status: 'notNeeded' });
    expect(await tr('😀 123', 'nl')).toEqual({ status: 'notNeeded' });
  });
});

/** A local HTTP server that answers POST /translate the way LibreTranslate does. */
async function fakeService(
  handle: (body: Record<string, unknown>, res: http.ServerResponse) => void,
): Promise<{ url: string; bodies: Record<string, unknown>[]; close(): Promise<void> }> {
  const bodies: Record<string, unknown>[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/lt/translate') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as Record<string, unknown>;
      bodies.push(body);
      handle(body, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/lt`,
    bodies,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const json = (res: http.ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));

describe('the LibreTranslate client', () => {
  test('sends q, source auto, the target and the key; reads translatedText', async () => {
    const svc = await fakeService((b, res) =>
      json(res, 200, {
        translatedText: b.q === 'Hallo' ? 'Merhaba' : '?',
        detectedLanguage: { language: 'de', confidence: 90 },
      }),
    );
    try {
      const t = libreTranslateClient({ url: svc.url, apiKey: 'k-123', timeoutMs: 2_000 });
      expect(await t.translate('Hallo', 'tr')).toEqual({ status: 'translated', text: 'Merhaba' });
      expect(svc.bodies[0]).toEqual({
        q: 'Hallo',
        source: 'auto',
        target: 'tr',
        format: 'text',
        api_key: 'k-123',
      });
      expect(t.name).toBe(`LibreTranslate (${new URL(svc.url).origin})`);
    } finally {
      await svc.close();
    }
  });

  test('a text the service finds in the target language already needs nothing', async () => {
    const svc = await fakeService((b, res) =>
      json(res, 200, { translatedText: b.q, detectedLanguage: { language: 'nl', confidence: 95 } }),
    );
    try {
      const t = libreTranslateClient({ url: svc.url, timeoutMs: 2_000 });
      expect(await t.translate('Hoe gaat het?', 'nl-NL')).toEqual({ status: 'notNeeded' });
      expect(svc.bodies[0]).not.toHaveProperty('api_key');
    } finally {
      await svc.close();
    }
  });

  test('errors are mapped: 400 unsupported, 403 key, 429 quota, 500 and bad answers service, slow timeout', async () => {
    const answers: Record<string, (res: http.ServerResponse) => void> = {
      a400: (res) => json(res, 400, { error: 'xx is not supported' }),
      a403: (res) => json(res, 403, { error: 'Invalid API key' }),
      a429: (res) => json(res, 429, { error: 'Slowdown' }),
      a500: (res) => json(res, 500, { error: 'Cannot translate' }),
      notJson: (res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>'),
      empty: (res) => json(res, 200, { translatedText: '' }),
      slow: (res) => setTimeout(() => json(res, 200, { translatedText: 'late' }), 1_500),
    };
    const svc = await fakeService((b, res) => answers[b.q as string]!(res));
    try {
      const t = libreTranslateClient({ url: svc.url, timeoutMs: 300 });
      const reason = async (q: string) => {
        const r = await t.translate(q, 'es');
        return r.status === 'unavailable' ? r.reason : r.status;
      };
      expect(await reason('a400')).toBe('unsupportedLanguage');
      expect(await reason('a403')).toBe('misconfigured');
      expect(await reason('a429')).toBe('quotaExceeded');
      expect(await reason('a500')).toBe('serviceError');
      expect(await reason('notJson')).toBe('serviceError');
      expect(await reason('empty')).toBe('serviceError');
      expect(await reason('slow')).toBe('timeout');
    } finally {
      await svc.close();
    }
    // Nobody listens there any more: unreachable.
    const gone = libreTranslateClient({ url: svc.url, timeoutMs: 1_000 });
    expect(await gone.translate('x', 'es')).toEqual({
      status: 'unavailable',
      reason: 'serviceError',
    });
  });

  test('language codes of the app that LibreTranslate spells differently', () => {
    expect(libreTranslateCode('iw')).toBe('he');
    expect(libreTranslateCode('in')).toBe('id');
    expect(libreTranslateCode('pt-BR')).toBe('pt');
  });
});

describe('choosing the translator from the environment', () => {
  test('the phrase book by default; LibreTranslate with its URL; settings that cannot work refuse the start', () => {
    expect(translatorFromEnv({}).translator).toBe(phraseBookTranslator);
    expect(translatorFromEnv({ TRANSLATE_PROVIDER: 'phrasebook' }).translator).toBe(
      phraseBookTranslator,
    );
    const lt = translatorFromEnv({
      TRANSLATE_PROVIDER: 'libretranslate',
      TRANSLATE_URL: 'https://translate.example.org/',
      TRANSLATE_API_KEY: 'secret',
    });
    expect(lt.translator?.name).toBe('LibreTranslate (https://translate.example.org)');
    expect(lt.translator?.name).not.toContain('secret');
    expect(translatorFromEnv({ TRANSLATE_PROVIDER: 'libretranslate' }).refusal).toMatch(
      /needs TRANSLATE_URL/,
    );
    expect(
      translatorFromEnv({ TRANSLATE_PROVIDER: 'libretranslate', TRANSLATE_URL: 'ftp://x' }).refusal,
    ).toMatch(/needs TRANSLATE_URL/);
    expect(
      translatorFromEnv({
        TRANSLATE_PROVIDER: 'libretranslate',
        TRANSLATE_URL: 'http://127.0.0.1:5000',
        TRANSLATE_TIMEOUT_MS: '5',
      }).refusal,
    ).toMatch(/TRANSLATE_TIMEOUT_MS/);
    expect(translatorFromEnv({ TRANSLATE_PROVIDER: 'google' }).refusal).toMatch(/not known/);
  });
});

describe('the send says when a text could not be translated', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  test('phrase book: the answer, the push and the history carry translationUnavailable; a known text is translated', async () => {
    const a = await newUser(app, 'Aylin');
    const b = await newUser(app, 'Bram');
    await befriend(app, a.userId, b.userId);
    const rb = await connectRealtime(app, b.userId);
    try {
      const sent = await send(app, a, b.userId, 'Nasılsın, bugün ne yapıyorsun?', {
        needTranslate: true,
        targetLanguage: 'nl',
      });
      expect(sent.data.translateCode).toBe(200);
      expect(sent.data.message.textContent).toEqual({
        source: 'Nasılsın, bugün ne yapıyorsun?',
        translationUnavailable: true,
      });
      const push = parseBizEnvelope((await rb.next((f) => f.type === 'push')).payload);
      expect(push).toMatchObject({
        textContent: { source: 'Nasılsın, bugün ne yapıyorsun?', translationUnavailable: true },
      });
      const ok = await send(app, a, b.userId, 'Good night', {
        needTranslate: true,
        targetLanguage: 'nl',
      });
      expect(ok.data.message.textContent).toEqual({
        source: 'Good night',
        translation: 'Goede nacht',
      });
      // Not asked: nothing is said about translation.
      const plain = await send(app, a, b.userId, 'Nasılsın?');
      expect(plain.data.message.textContent).toEqual({ source: 'Nasılsın?' });

      const history = await api<{ list: { content: string; textContent?: object }[] }>(
        app,
        b,
        '/facade/api/im/v1/details',
        undefined,
        'GET',
        { sendUserId: a.userId },
      );
      expect(history.data.list.map((m) => m.textContent)).toEqual([
        { source: 'Nasılsın?' },
        { source: 'Good night', translation: 'Goede nacht' },
        { source: 'Nasılsın, bugün ne yapıyorsun?', translationUnavailable: true },
      ]);
    } finally {
      await rb.close();
    }
  });

  test('a real service plugged in through buildApp: its translation, or translationUnavailable when it fails', async () => {
    const svc = await fakeService((b, res) =>
      b.target === 'en'
        ? json(res, 200, { translatedText: 'How are you?', detectedLanguage: { language: 'tr' } })
        : json(res, 400, { error: `${String(b.target)} is not supported` }),
    );
    const translator: Translator = libreTranslateClient({ url: svc.url, timeoutMs: 2_000 });
    const withService = await makeApp({ translator });
    try {
      const a = await newUser(withService, 'Aylin');
      const b = await newUser(withService, 'Ben');
      await befriend(withService, a.userId, b.userId);
      const en = await send(withService, a, b.userId, 'Nasılsın?', {
        needTranslate: true,
        targetLanguage: 'en',
      });
      expect(en.data.message.textContent).toEqual({
        source: 'Nasılsın?',
        translation: 'How are you?',
      });
      const xx = await send(withService, a, b.userId, 'Nasılsın?', {
        needTranslate: true,
        targetLanguage: 'xx',
      });
      expect(xx.code).toBe(200);
      expect(xx.data.message.textContent).toEqual({
        source: 'Nasılsın?',
        translationUnavailable: true,
      });
    } finally {
      await withService.close();
      await svc.close();
    }
  });
});

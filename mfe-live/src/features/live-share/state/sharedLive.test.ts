import { isShareId, sharedLiveOf } from './sharedLive';

const stats = (living: boolean) => ({ id: 3, name: 'Ann', living }) as never;
const refused = (code: number) => ({ ok: false as const, code, msg: 'no', data: null });

test.each([
  [
    'a living live: watch it',
    { ok: true as const, code: 200, msg: '', data: stats(true) },
    'living',
  ],
  [
    'a live that is over: the ended text',
    { ok: true as const, code: 200, msg: '', data: stats(false) },
    'ended',
  ],
  ['1002 ended', refused(1002), 'ended'],
  ['1003 closed for a violation', refused(1003), 'ended'],
  ['1004 a forged or unknown shareId', refused(1004), 'unknown'],
  ['40006 a malformed shareId', refused(40006), 'unknown'],
  ['no answer: retry', refused(-1), 'failed'],
  ['a server error: retry', refused(503), 'failed'],
])('%s', (_name, res, kind) => {
  expect(sharedLiveOf(res as never).kind).toBe(kind);
});

test.each([
  ['AbC_12-x', true],
  ['', false],
  ['a'.repeat(65), false],
  ['../etc', false],
  ['<script>', false],
])('shareId %j well formed: %s', (id, ok) => {
  expect(isShareId(id)).toBe(ok);
});

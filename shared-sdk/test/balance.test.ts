import { appStore, applyBalance, goldNumAtom, userAtom } from '../src';
import { balanceSourceAtom } from '../src/session/balance';

const user = { id: 7, userName: 'A', headImg: '', goldNum: 100, gender: 2, countryId: 1, payStatus: 0 };

beforeEach(() => appStore.set(userAtom, { ...user }));

describe('applyBalance: the one writer of the coin balance', () => {
  test('applies a newer value and records its source', () => {
    expect(applyBalance({ goldNum: 91, seq: 5, source: 'gift' })).toBe(true);
    expect(appStore.get(goldNumAtom)).toBe(91);
    expect(appStore.get(balanceSourceAtom)).toBe('gift');
  });

  test('drops a value older than the one shown (answers that arrive out of order)', () => {
    applyBalance({ goldNum: 82, seq: 6, source: 'call-minute' });
    expect(applyBalance({ goldNum: 91, seq: 5, source: 'gift' })).toBe(false);
    expect(appStore.get(goldNumAtom)).toBe(82);
  });

  test('the same sequence again is accepted (the same snapshot read twice)', () => {
    applyBalance({ goldNum: 82, seq: 6, source: 'a' });
    expect(applyBalance({ goldNum: 82, seq: 6, source: 'b' })).toBe(true);
  });

  test.each([
    ['negative', -1, 3],
    ['fraction', 1.5, 3],
    ['NaN', Number.NaN, 3],
    ['bad seq', 10, -1],
  ])('refuses a %s value', (_name, goldNum, seq) => {
    expect(applyBalance({ goldNum, seq, source: 'x' })).toBe(false);
    expect(appStore.get(goldNumAtom)).toBe(100);
  });

  test('does nothing when signed out', () => {
    appStore.set(userAtom, null);
    expect(applyBalance({ goldNum: 5, seq: 9, source: 'x' })).toBe(false);
    expect(appStore.get(goldNumAtom)).toBe(0);
  });
});

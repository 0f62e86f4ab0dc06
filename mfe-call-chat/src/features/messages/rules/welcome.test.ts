import { planWelcome } from './welcome';

const ann = { id: 7, userName: 'Ann', gender: 1 };

describe('welcome messages (spec 2 §4)', () => {
  test('two messages, 50 ms apart, greeting by gender (the key names who reads it)', () => {
    const p = planWelcome(ann, 1, false);
    expect(p.map((d) => d.contentKey)).toEqual([
      'chat:welcome.greeting_male',
      'chat:welcome.support',
    ]);
    expect(p.map((d) => d.delayMs)).toEqual([0, 50]);
    expect(p.every((d) => d.expireAfterMs === 5 * 60 * 1000 && d.senderId === -2)).toBe(true);
    expect(planWelcome({ ...ann, gender: 2 }, 1, false)[0]?.contentKey).toBe(
      'chat:welcome.greeting_female',
    );
  });

  test.each([
    [0, 2],
    [1, 2],
    [2, 3],
    [11, 3],
    [20, 3],
    [21, 2],
    [500, 2],
  ])('login count %i → %i messages', (count, n) => {
    const p = planWelcome(ann, count, false);
    expect(p).toHaveLength(n);
    if (n === 3) expect(p[2]).toMatchObject({ contentKey: 'chat:welcome.returning', delayMs: 100 });
  });

  test('once per user, and only with id and name known', () => {
    expect(planWelcome(ann, 3, true)).toEqual([]);
    expect(planWelcome(null, 3, false)).toEqual([]);
    expect(planWelcome({ ...ann, userName: '  ' }, 3, false)).toEqual([]);
    expect(planWelcome({ ...ann, id: 0 }, 3, false)).toEqual([]);
  });
});

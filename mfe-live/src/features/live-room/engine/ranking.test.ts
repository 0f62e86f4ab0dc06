import { medalOf, rankingRows, type RankEntry } from './ranking';

describe('ranking medals (spec 3 §2: the first three)', () => {
  it.each([
    [1, 'gold'],
    [2, 'silver'],
    [3, 'bronze'],
    [4, null],
    [100, null],
    [0, null],
    [-1, null],
    [1.5, null],
  ])('rank %p → %p', (no, medal) => {
    expect(medalOf(no)).toBe(medal);
  });

  it('rows by rank, at most 100', () => {
    const entries: RankEntry[] = Array.from({ length: 120 }, (_, i) => ({
      no: 120 - i,
      userName: `u${120 - i}`,
      sendTotalCoins: i,
      userId: 120 - i,
    }));
    const rows = rankingRows(entries);
    expect(rows).toHaveLength(100);
    expect(rows.slice(0, 4).map((r) => [r.no, r.medal])).toEqual([
      [1, 'gold'],
      [2, 'silver'],
      [3, 'bronze'],
      [4, null],
    ]);
    expect(rows.at(-1)?.no).toBe(100);
  });
});

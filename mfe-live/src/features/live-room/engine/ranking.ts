/**
 * The gift ranking (spec 3 §2, §3 "Rank entry", §7, §9): the top RANKING_SIZE senders, the
 * first RANKING_MEDALS with a medal.
 */
import { RANKING_MEDALS, RANKING_SIZE } from 'shared-sdk';
import { RANKING_MEDAL_NAMES } from '../constants';

export type Medal = (typeof RANKING_MEDAL_NAMES)[number];

/** spec 3 §3 rank entry. */
export interface RankEntry {
  no: number;
  userHeadImg?: string;
  userName: string;
  userCountryId?: number;
  sendTotalCoins: number;
  userId: number;
}

/** The medal of a rank (`no`, from 1), or null past the first three. */
export function medalOf(no: number): Medal | null {
  if (!Number.isInteger(no) || no < 1 || no > RANKING_MEDALS) return null;
  return RANKING_MEDAL_NAMES[no - 1] ?? null;
}

/** The rows shown: by rank, at most RANKING_SIZE, each with its medal. */
export function rankingRows(
  entries: readonly RankEntry[],
): Array<RankEntry & { medal: Medal | null }> {
  return [...entries]
    .sort((a, b) => a.no - b.no)
    .slice(0, RANKING_SIZE)
    .map((e) => ({ ...e, medal: medalOf(e.no) }));
}

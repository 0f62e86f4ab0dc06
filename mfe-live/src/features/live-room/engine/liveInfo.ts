/**
 * Live info updates (spec 3 §4 "Live room lifecycle"): profit and the praise count never
 * decrease (a late or reordered message cannot take them back); another viewer leaving leaves
 * topAudiences and the audience count drops by one.
 */
import type { LiveInfo, LiveInfoPatch } from './types';

const count = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : undefined;

export function mergeLiveInfo(live: LiveInfo, patch: LiveInfoPatch): LiveInfo {
  const profit = count(patch.profit);
  const praiseNum = count(patch.praiseNum);
  const audienceNum = count(patch.audienceNum);
  return {
    ...live,
    profit: Math.max(live.profit, profit ?? 0),
    praiseNum: Math.max(live.praiseNum, praiseNum ?? 0),
    audienceNum: audienceNum ?? live.audienceNum,
    topAudiences: Array.isArray(patch.topAudiences) ? patch.topAudiences : live.topAudiences,
  };
}

export function audienceLeft(live: LiveInfo, userId: number): LiveInfo {
  return {
    ...live,
    topAudiences: live.topAudiences.filter((a) => a.userId !== userId),
    audienceNum: Math.max(0, live.audienceNum - 1),
  };
}

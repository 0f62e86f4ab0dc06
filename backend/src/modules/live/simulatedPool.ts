/**
 * The simulated viewers that fill rooms (spec 3 §3 "Simulated audience user: id, headImg,
 * user_name, gender, regist_time, pay_status"). A fixed pool, the same on every machine; their
 * avatars are generated once by scripts/generate-live-audience.ts (committed under
 * assets/live/audience/). They are not accounts: their ids sit in a range no account reaches
 * (SIM_AUDIENCE_ID_BASE) and every message about them says `simulated: true`.
 */
import { rng } from '../../seed/data/hosts';

export interface SimulatedViewer {
  id: number;
  headImg: string;
  user_name: string;
  gender: 1 | 2;
  regist_time: number;
  pay_status: 0 | 1;
}

/** project — the simulated viewers' ids: far above any account id (AUTOINCREMENT from 1). */
export const SIM_AUDIENCE_ID_BASE = 900_000_000;

const MEN =
  'Liam Noah Mateo Lucas Arjun Kenji Omar Mehmet Daan Ivan Diego Rafael Tariq Minh Budi Pierre Jonas Kofi Sven Hiro Carlos Emre Ravi Tom';
const WOMEN =
  'Sofia Ana Yuki Priya Elif Lotte Olga Camila Linh Sari Chloe Lena Amara Ingrid Mei Lucia Zeynep Nina';
const NAMES: ReadonlyArray<readonly [string, 1 | 2]> = [
  ...MEN.split(' ').map((n) => [n, 1] as const),
  ...WOMEN.split(' ').map((n) => [n, 2] as const),
];
const SUFFIXES = ['', '_88', '.live', '22', '_x', '77', '.k', '_09'];

/** 2024-01-01 UTC: the pool "registered" during 2024. */
const POOL_EPOCH = Date.UTC(2024, 0, 1);
const DAY = 86_400_000;

export const SIMULATED_POOL: readonly SimulatedViewer[] = NAMES.map(([name, gender], i) => {
  const r = rng(SIM_AUDIENCE_ID_BASE + i);
  r();
  const suffix = SUFFIXES[Math.floor(r() * SUFFIXES.length)] ?? '';
  return {
    id: SIM_AUDIENCE_ID_BASE + i + 1,
    headImg: `/assets/live/audience/${i + 1}.svg`,
    user_name: `${name}${suffix}`,
    gender,
    regist_time: POOL_EPOCH + Math.floor(r() * 365) * DAY,
    pay_status: r() < 0.3 ? 1 : 0,
  };
});

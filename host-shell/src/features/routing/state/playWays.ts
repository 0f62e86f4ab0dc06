import { atom } from 'jotai';

/** Site play ways (docs/CONTRACTS.md "Site config"; spec 3 §3 "Site function list"). */
export interface PlayWay {
  name: string;
  id: number;
  main: boolean;
}

/** null while loading; `failed` when the call failed (the shell keeps the LivCam landing). */
export type PlayWaysState =
  { status: 'loading' } | { status: 'ready'; list: PlayWay[] } | { status: 'failed' };

export const playWaysAtom = atom<PlayWaysState>({ status: 'loading' });

export function isOpen(state: PlayWaysState, name: string): boolean {
  return state.status === 'ready' && state.list.some((p) => p.name === name);
}

export function isOpenAndMain(state: PlayWaysState, name: string): boolean {
  return state.status === 'ready' && state.list.some((p) => p.name === name && p.main);
}

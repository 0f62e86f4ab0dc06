/**
 * CardPage's deck (spec 3 §7 host lists, spec 2 §7 "Matches" card paths): one
 * host card at a time, like / next, as a pure transition table. The hook (hooks/useDeck.ts) runs
 * the commands: `fetch` is GET …/matches/fetchone?afterId (the next host by id, null at the end),
 * `like` is PUT …/matches/like?playWay (the CARD play way).
 */
import type { LandingHost } from '../../landing/state/hosts';

export interface DeckCard extends LandingHost {
  /** The card's big picture (pictureUrl, else the avatar; '' → initials). */
  picture: string;
  /** The host's story video (played muted, looping) and its poster; '' when none. */
  video: string;
  videoCover: string;
  liked: boolean;
}

export type DeckState =
  | { status: 'loading'; afterId: number }
  | { status: 'ready'; card: DeckCard; liking: boolean; likeFailed: boolean }
  /** No host after the last one seen (`empty`: there are no hosts at all). */
  | { status: 'end'; empty: boolean }
  | { status: 'failed'; afterId: number };

export type DeckEvent =
  | { type: 'loaded'; card: DeckCard | null }
  | { type: 'loadFailed' }
  | { type: 'retry' }
  | { type: 'next' }
  | { type: 'restart' }
  | { type: 'like' }
  | { type: 'likeDone'; ok: boolean };

export type DeckCommand = { type: 'fetch'; afterId: number } | { type: 'like'; id: number };

export interface DeckTransition {
  state: DeckState;
  commands: DeckCommand[];
}

export const INITIAL_DECK: DeckState = { status: 'loading', afterId: 0 };

const load = (afterId: number): DeckTransition => ({
  state: { status: 'loading', afterId },
  commands: [{ type: 'fetch', afterId }],
});

/** Events that do not apply in a status leave the same state object and run nothing. */
export function deckTransition(s: DeckState, e: DeckEvent): DeckTransition {
  const stay = { state: s, commands: [] };
  switch (s.status) {
    case 'loading':
      if (e.type === 'loaded')
        return {
          state: e.card
            ? { status: 'ready', card: e.card, liking: false, likeFailed: false }
            : { status: 'end', empty: s.afterId === 0 },
          commands: [],
        };
      if (e.type === 'loadFailed')
        return { state: { status: 'failed', afterId: s.afterId }, commands: [] };
      return stay;
    case 'failed':
      return e.type === 'retry' ? load(s.afterId) : stay;
    case 'end':
      // Start again from the first host (or, with no hosts at all, look again).
      return e.type === 'restart' ? load(0) : stay;
    case 'ready':
      // Next is allowed while a like is on its way: the like still lands for that host.
      if (e.type === 'next') return load(s.card.id);
      if (e.type === 'like' && !s.card.liked && !s.liking)
        return {
          state: { ...s, liking: true, likeFailed: false },
          commands: [{ type: 'like', id: s.card.id }],
        };
      if (e.type === 'likeDone' && s.liking)
        return {
          state: {
            ...s,
            liking: false,
            likeFailed: !e.ok,
            card: e.ok ? { ...s.card, liked: true } : s.card,
          },
          commands: [],
        };
      return stay;
  }
}

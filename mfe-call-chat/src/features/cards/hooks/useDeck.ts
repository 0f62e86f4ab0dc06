import { useEffect, useState } from 'react';
import { configApi, hostsApi, type HostCard } from 'shared-sdk';
import { toLandingHost } from '../../landing/hooks/useOnlineHosts';
import { deckTransition, INITIAL_DECK, type DeckCard, type DeckCommand, type DeckEvent, type DeckState } from '../state/deck';

export const toDeckCard = (h: HostCard): DeckCard => ({
  ...toLandingHost(h),
  picture: h.pictureUrl || h.headImg,
  video: h.videoUrl || '',
  videoCover: h.videoCoverUrl || '',
  liked: !!h.liked,
});

/** The CARD play way's id from the site config (the like's playWay), asked once per page. */
function cardPlayWay(): Promise<number | undefined> {
  return configApi.getPlayWays().then(
    (res) => (res.ok ? res.data?.openedPlayWays.find((w) => w.name === 'CARD')?.id : undefined),
    () => undefined,
  );
}

/** The deck's driver: the table's state and the commands it runs (fetchone, the like). */
function createDeck(publish: (s: DeckState) => void) {
  let state: DeckState = INITIAL_DECK;
  let live = false;
  let playWay: Promise<number | undefined> | undefined;
  const dispatch = (e: DeckEvent): void => {
    if (!live) return;
    const t = deckTransition(state, e);
    if (t.state === state) return;
    state = t.state;
    publish(state);
    t.commands.forEach(run);
  };
  function run(c: DeckCommand): void {
    if (c.type === 'fetch') {
      hostsApi.fetchOne({ afterId: c.afterId }).then(
        (res) => dispatch(res.ok ? { type: 'loaded', card: res.data ? toDeckCard(res.data) : null } : { type: 'loadFailed' }),
        () => dispatch({ type: 'loadFailed' }),
      );
      return;
    }
    playWay ??= cardPlayWay();
    void playWay
      // playWay 0: the site config could not say (the like is still the user's, spec 2 §6).
      .then((way) => hostsApi.likeCard(c.id, way ?? 0))
      .then(
        (res) => dispatch({ type: 'likeDone', ok: res.ok }),
        () => dispatch({ type: 'likeDone', ok: false }),
      );
  }
  return {
    dispatch,
    /** The page is shown: the first card (again after a remount, which the table ignores once ready). */
    start(): void {
      live = true;
      if (state.status === 'loading') run({ type: 'fetch', afterId: state.afterId });
    },
    stop(): void {
      live = false;
    },
  };
}

/** CardPage's deck (state/deck.ts) for React. */
export function useDeck(): { state: DeckState; dispatch(e: DeckEvent): void } {
  const [state, setState] = useState<DeckState>(INITIAL_DECK);
  const [deck] = useState(() => createDeck(setState));
  useEffect(() => {
    deck.start();
    return deck.stop;
  }, [deck]);
  return { state, dispatch: deck.dispatch };
}

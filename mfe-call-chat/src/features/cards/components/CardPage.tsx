import { useEffect, useRef, type HTMLAttributes, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavButton, PageFrame, sanitizeUserName } from 'shared-sdk';
import { CALL_LOCATION, USER_STATUS } from 'shared-sdk/constants';
import { NS } from '../../../i18n';
import { useStartCall } from '../../call/hooks/useStartCall';
import { useDeck } from '../hooks/useDeck';
import { useSwipe } from '../hooks/useSwipe';
import type { DeckCard, DeckEvent } from '../state/deck';
import type { SwipeAction } from '../state/swipe';
import styles from './CardPage.module.css';

/**
 * Route CardPage (/card; the main page when the CARD play way is main): one host card at a time
 * (spec 3 §7): the picture, name, country, online state and price; like, next, Call.
 * The order is the server's (hosts by id, fetchone after the last one seen); at the end, start
 * again. Loading keeps the card's box, so the buttons do not move. On a phone the card is swiped
 * (left: next; right: like and next), and the arrow keys do the same on the focused card; the
 * buttons stay. A host with a story video shows it muted and looping, its poster first.
 */
export function CardPage() {
  const { t } = useTranslation(NS);
  const { state, dispatch } = useDeck();
  const { call, busy } = useStartCall();
  return (
    <PageFrame
      title={t('cards.title', 'Cards')}
      actions={<NavButton to="MatchPage">{t('common.randomMatch', 'Random match')}</NavButton>}
    >
      <div className={styles.deck} aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'ready' ? (
          <>
            <SwipeCard key={state.card.id} card={state.card} dispatch={dispatch} />
            {state.likeFailed && (
              <p role="alert" className={styles.alert}>
                {t('cards.likeFailed', 'The like did not go through. Try again.')}
              </p>
            )}
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.like}
                aria-pressed={state.card.liked}
                disabled={state.liking}
                onClick={() => dispatch({ type: 'like' })}
              >
                {state.card.liked ? t('cards.liked', 'Liked') : t('cards.like', 'Like')}
              </button>
              <button
                type="button"
                className={styles.next}
                onClick={() => dispatch({ type: 'next' })}
              >
                {t('cards.next', 'Next')}
              </button>
              <button
                type="button"
                className={styles.call}
                disabled={busy}
                onClick={() =>
                  call(
                    {
                      id: state.card.id,
                      userName: state.card.name,
                      headImg: state.card.headImg,
                      gender: state.card.gender,
                      isHost: true,
                    },
                    CALL_LOCATION.card,
                  )
                }
                aria-label={t('landing.callHost', 'Call {{name}}', {
                  name: sanitizeUserName(state.card.name),
                })}
              >
                {t('landing.call', 'Call')}
              </button>
            </div>
          </>
        ) : (
          <div className={styles.placeholder}>
            {state.status === 'loading' && (
              <p className={styles.note}>{t('cards.loading', 'Loading the next host…')}</p>
            )}
            {state.status === 'failed' && (
              <p className={styles.note} role="alert">
                {t('cards.failed', 'The card could not load.')}{' '}
                <button
                  type="button"
                  className={styles.retry}
                  onClick={() => dispatch({ type: 'retry' })}
                >
                  {t('cards.retry', 'Retry')}
                </button>
              </p>
            )}
            {state.status === 'end' && (
              <p className={styles.note}>
                {state.empty
                  ? t('cards.empty', 'No hosts to show yet.')
                  : t('cards.end', 'You have seen every host.')}{' '}
                <button
                  type="button"
                  className={styles.retry}
                  onClick={() => dispatch({ type: 'restart' })}
                >
                  {state.empty
                    ? t('cards.lookAgain', 'Look again')
                    : t('cards.restart', 'Start again')}
                </button>
              </p>
            )}
          </div>
        )}
      </div>
    </PageFrame>
  );
}

/** Swiped right: the like (if not yet) and on to the next card; the like still lands (deck.ts). */
function onSwipe(card: DeckCard, dispatch: (e: DeckEvent) => void, action: SwipeAction): void {
  if (action === 'like' && !card.liked) dispatch({ type: 'like' });
  dispatch({ type: 'next' });
}

function SwipeCard({ card, dispatch }: { card: DeckCard; dispatch(e: DeckEvent): void }) {
  const { t } = useTranslation(NS);
  const { dx, dragging, leaving, progress, handlers, fling } = useSwipe((a) =>
    onSwipe(card, dispatch, a),
  );
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      fling(e.key === 'ArrowRight' ? 'like' : 'next');
    }
  };
  const leave = leaving === 'like' ? styles.leaveLike : leaving === 'next' ? styles.leaveNext : '';
  const className = [styles.card, dragging ? styles.dragging : '', leave].join(' ');
  return (
    <Card
      card={card}
      className={className}
      style={
        leaving || dx === 0 ? undefined : { transform: `translateX(${dx}px) rotate(${dx / 24}deg)` }
      }
      tabIndex={0}
      aria-keyshortcuts="ArrowLeft ArrowRight"
      aria-description={t(
        'cards.swipeHint',
        'Swipe or press the arrow keys: left for the next host, right to like.',
      )}
      onKeyDown={onKeyDown}
      {...handlers}
    >
      <span
        className={styles.stampLike}
        style={{ opacity: Math.max(0, progress) }}
        aria-hidden="true"
      >
        {t('cards.like', 'Like')}
      </span>
      <span
        className={styles.stampNext}
        style={{ opacity: Math.max(0, -progress) }}
        aria-hidden="true"
      >
        {t('cards.next', 'Next')}
      </span>
    </Card>
  );
}

type CardProps = { card: DeckCard } & Omit<HTMLAttributes<HTMLElement>, 'aria-label'> & {
    'aria-description'?: string;
  };

function Card({ card, children, ...rest }: CardProps) {
  const { t } = useTranslation(NS);
  const name = sanitizeUserName(card.name);
  const state =
    card.status === USER_STATUS.online
      ? t('landing.online', 'Online')
      : card.status === USER_STATUS.busy
        ? t('landing.busy', 'Busy')
        : t('cards.offline', 'Offline');
  return (
    <article {...rest} aria-label={name}>
      <div className={styles.picture}>
        {card.video ? (
          <StoryVideo src={card.video} poster={card.videoCover || card.picture} />
        ) : card.picture ? (
          <img src={card.picture} alt="" draggable={false} />
        ) : (
          <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
        )}
        <span className={styles.state}>
          <span
            className={card.status === USER_STATUS.online ? styles.dotOnline : styles.dotOther}
            aria-hidden="true"
          />
          {state}
        </span>
        {children}
      </div>
      <div className={styles.info}>
        <h2 className={styles.name}>
          <bdi>{name}</bdi>
        </h2>
        <p className={styles.meta}>{card.country}</p>
        <p className={styles.meta}>
          {t('landing.price', '{{count, number}} coins/min', {
            count: card.price,
            defaultValue_one: '{{count, number}} coin/min',
          })}
        </p>
      </div>
    </article>
  );
}

/**
 * The host's story clip: muted, looping, inline, the poster until it plays (a browser that
 * refuses autoplay keeps the poster). With reduced motion it does not start by itself: the
 * controls are there to play it.
 */
function StoryVideo({ src, poster }: { src: string; poster: string }) {
  const { t } = useTranslation(NS);
  const ref = useRef<HTMLVideoElement>(null);
  const still =
    typeof window !== 'undefined' &&
    !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  useEffect(() => {
    const v = ref.current;
    if (!v || still) return;
    v.muted = true; // the property, which autoplay checks (React sets only the attribute)
    v.play?.()?.catch(() => undefined);
  }, [src, still]);
  return (
    <video
      ref={ref}
      src={src}
      poster={poster}
      muted
      loop
      playsInline
      autoPlay={!still}
      controls={still}
      preload="auto"
      draggable={false}
      disablePictureInPicture
      aria-label={t('cards.video', 'Story video')}
    />
  );
}

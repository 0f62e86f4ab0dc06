import { useTranslation } from 'react-i18next';
import { CALL_LOCATION, NavButton, PageFrame, sanitizeUserName, USER_STATUS } from 'shared-sdk';
import { NS } from '../../../i18n';
import { useStartCall } from '../../call/hooks/useStartCall';
import { useDeck } from '../hooks/useDeck';
import type { DeckCard } from '../state/deck';
import styles from './CardPage.module.css';

/**
 * Route CardPage (/card; the main page when the CARD play way is main): one host card at a time
 * (spec 3 §7, issue 11): the picture, name, country, online state and price; like, next, Call.
 * The order is the server's (hosts by id, fetchone after the last one seen); at the end, start
 * again. Loading keeps the card's box, so the buttons do not move.
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
            <Card card={state.card} />
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
              <button type="button" className={styles.next} onClick={() => dispatch({ type: 'next' })}>
                {t('cards.next', 'Next')}
              </button>
              <button
                type="button"
                className={styles.call}
                disabled={busy}
                onClick={() =>
                  call(
                    { id: state.card.id, userName: state.card.name, headImg: state.card.headImg, gender: state.card.gender, isHost: true },
                    CALL_LOCATION.card,
                  )
                }
                aria-label={t('landing.callHost', 'Call {{name}}', { name: sanitizeUserName(state.card.name) })}
              >
                {t('landing.call', 'Call')}
              </button>
            </div>
          </>
        ) : (
          <div className={styles.placeholder}>
            {state.status === 'loading' && <p className={styles.note}>{t('cards.loading', 'Loading the next host…')}</p>}
            {state.status === 'failed' && (
              <p className={styles.note} role="alert">
                {t('cards.failed', 'The card could not load.')}{' '}
                <button type="button" className={styles.retry} onClick={() => dispatch({ type: 'retry' })}>
                  {t('cards.retry', 'Retry')}
                </button>
              </p>
            )}
            {state.status === 'end' && (
              <p className={styles.note}>
                {state.empty
                  ? t('cards.empty', 'No hosts to show yet.')
                  : t('cards.end', 'You have seen every host.')}{' '}
                <button type="button" className={styles.retry} onClick={() => dispatch({ type: 'restart' })}>
                  {state.empty ? t('cards.lookAgain', 'Look again') : t('cards.restart', 'Start again')}
                </button>
              </p>
            )}
          </div>
        )}
      </div>
    </PageFrame>
  );
}

function Card({ card }: { card: DeckCard }) {
  const { t } = useTranslation(NS);
  const name = sanitizeUserName(card.name);
  const state =
    card.status === USER_STATUS.online
      ? t('landing.online', 'Online')
      : card.status === USER_STATUS.busy
        ? t('landing.busy', 'Busy')
        : t('cards.offline', 'Offline');
  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.picture}>
        {card.picture ? <img src={card.picture} alt="" /> : <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>}
        <span className={styles.state}>
          <span className={card.status === USER_STATUS.online ? styles.dotOnline : styles.dotOther} aria-hidden="true" />
          {state}
        </span>
      </div>
      <div className={styles.info}>
        <h2 className={styles.name}>{name}</h2>
        <p className={styles.meta}>{card.country}</p>
        <p className={styles.meta}>{t('landing.price', '{{price}} coins/min', { price: card.price })}</p>
      </div>
    </article>
  );
}

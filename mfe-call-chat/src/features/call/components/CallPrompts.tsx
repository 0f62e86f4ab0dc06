import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { friendApi } from 'shared-sdk';
import { ADD_FRIEND_STATE, FRIEND_RELATION, FRIEND_STICK } from 'shared-sdk/constants';
import { TransText, useFormat } from 'shared-sdk/locale';
import type { CallStatusOf } from '../engine';
import { NS } from '../../../i18n';
import { callReturn, openShop } from '../../gifts/state/openShop';
import {
  FAVOURITE_WAITING,
  favouriteTransition,
  MINUTE_PROMPT_SHOW_MS,
  minuteOfCall,
  rechargeSecondsLeft,
  type FavouriteEvent,
  type FavouritePrompt,
} from '../state/prompts';
import styles from './Call.module.css';

type Snap = CallStatusOf<'connecting'> | CallStatusOf<'inCall'> | CallStatusOf<'reconnecting'>;

/** A clock that ticks every second while `on`. */
function useNow(on: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!on) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [on]);
  return now;
}

/**
 * The prompts over the video window (spec 2 §4 "Prompts during a call"; rules in
 * state/prompts.ts): recharge with its 58 s countdown, the minute being paid after each
 * deduction, and the favourite prompt at 300 s for a friend who is not a favourite yet.
 */
export function CallPrompts({ snap, name }: { snap: Snap; name: string }) {
  const { t } = useTranslation(NS);
  const { num } = useFormat();
  const now = useNow(true);

  // Recharge: counts from when the low-coins message arrived.
  // (State from the previous render, React's pattern for "when a prop changes".)
  const [low, setLow] = useState<{ on: boolean; since: number }>({ on: false, since: 0 });
  if (low.on !== snap.lowCoins) setLow({ on: snap.lowCoins, since: now });

  // Minute-call prompt: after a deduction with a new server call time (minute 1 was confirmed
  // with the price before the call, so it shows from minute 2).
  const [minute, setMinute] = useState<{ videoTime: number; n: number; until: number }>({
    videoTime: snap.videoTime,
    n: 0,
    until: 0,
  });
  if (minute.videoTime !== snap.videoTime)
    setMinute({
      videoTime: snap.videoTime,
      n: minuteOfCall(snap.videoTime),
      until: snap.videoTime > 0 ? now + MINUTE_PROMPT_SHOW_MS : 0,
    });

  // Favourite: is this friend a favourite already? Asked once per call, for friends only.
  const peerId = snap.peer?.id ?? 0;
  const friend = snap.peer?.relation === FRIEND_RELATION.friend;
  const [stick, setStick] = useState<number | null>(null);
  useEffect(() => {
    if (!friend || !peerId) return;
    let live = true;
    friendApi.relations([peerId]).then(
      (r) => live && setStick(r.ok ? (r.data?.find((x) => x.userId === peerId)?.stick ?? 0) : null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [friend, peerId]);
  const [fav, dispatchFav] = useReducer(
    (s: FavouritePrompt, e: FavouriteEvent) => favouriteTransition(s, e).state,
    FAVOURITE_WAITING,
  );
  const callS = snap.startedAt ? Math.floor((now - snap.startedAt) / 1000) : 0;
  const known = !friend || stick !== null;
  useEffect(() => {
    if (snap.startedAt && known)
      dispatchFav({
        type: 'tick',
        now,
        callS,
        friend,
        favourite: stick === FRIEND_STICK.on,
        rechargeShowing: snap.lowCoins,
      });
  }, [now, callS, friend, stick, known, snap.startedAt, snap.lowCoins]);
  const confirmFavourite = () => {
    if (favouriteTransition(fav, { type: 'confirm', now: Date.now() }).stick)
      void friendApi.stick({ friendUserId: peerId, stick: 1 }).catch(() => undefined);
    dispatchFav({ type: 'confirm', now: Date.now() });
  };

  return (
    <>
      <FriendPromptView snap={snap} name={name} />
      {low.on && (
        <div className={styles.lowCoins} role="alert">
          <span>
            {t(
              'call.recharge',
              'Your coins run out soon: recharge within {{count, number}} seconds to keep talking.',
              {
                count: rechargeSecondsLeft(now - low.since),
                defaultValue_one:
                  'Your coins run out soon: recharge within {{count, number}} second to keep talking.',
              },
            )}
          </span>
          <button
            type="button"
            className={styles.primary}
            onClick={() => openShop(callReturn(snap.peer, snap.room))}
          >
            {t('call.getCoins', 'Get coins')}
          </button>
        </div>
      )}
      {now < minute.until && (
        <p className={`${styles.banner} ${styles.minute}`} role="status">
          {t('call.minutePrompt', 'Minute {{minute}} started: {{count, number}} coins.', {
            minute: num(minute.n),
            count: snap.room.price,
            defaultValue_one: 'Minute {{minute}} started: {{count, number}} coin.',
          })}
        </p>
      )}
      {(fav.status === 'open' || fav.status === 'confirmed') && (
        <div
          className={styles.favourite}
          role="alertdialog"
          aria-label={t('call.favouriteTitle', 'Add to favourites')}
        >
          {fav.status === 'open' ? (
            <>
              <span>
                <TransText
                  ns={NS}
                  i18nKey="call.favouriteAsk"
                  defaults="Enjoying the call? Add <bdi>{{name}}</bdi> to your favourites."
                  values={{ name }}
                />
              </span>
              <span className={styles.favouriteActions}>
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => dispatchFav({ type: 'dismiss' })}
                >
                  {t('call.notNow', 'Not now')}
                </button>
                <button type="button" className={styles.primary} onClick={confirmFavourite}>
                  {t('call.favouriteAdd', 'Add')}
                </button>
              </span>
            </>
          ) : (
            <span role="status">
              <TransText
                ns={NS}
                i18nKey="call.favouriteDone"
                defaults="<bdi>{{name}}</bdi> is now a favourite."
                values={{ name }}
              />
            </span>
          )}
        </div>
      )}
    </>
  );
}

/**
 * The add-friend prompts (spec 2 §4; the machine's friendPrompt): times 1 — the other party asked
 * to be friends from the call: Accept (free) or Not now; times 2 — the success note.
 */
function FriendPromptView({ snap, name }: { snap: Snap; name: string }) {
  const { t } = useTranslation(NS);
  const p = snap.friendPrompt;
  if (!p) return null;
  if (p.times === ADD_FRIEND_STATE.accepted)
    return (
      <p
        className={`${styles.banner} ${styles.friendNote}`}
        role="status"
        aria-label={t('call.friendNoteLabel', 'Now friends')}
      >
        <TransText
          ns={NS}
          i18nKey="call.friendNote"
          defaults="You and <bdi>{{name}}</bdi> are now friends."
          values={{ name }}
        />
      </p>
    );
  return (
    <div
      className={styles.favourite}
      role="alertdialog"
      aria-label={t('call.friendAskTitle', 'Friend request')}
    >
      <span>
        <TransText
          ns={NS}
          i18nKey="call.friendAsk"
          defaults="<bdi>{{name}}</bdi> wants to be your friend."
          values={{ name }}
        />
      </span>
      <span className={styles.favouriteActions}>
        <button type="button" className={styles.secondary} onClick={snap.dismissFriendPrompt}>
          {t('call.notNow', 'Not now')}
        </button>
        <button
          type="button"
          className={styles.primary}
          disabled={p.accepting}
          onClick={snap.acceptFriend}
        >
          {t('call.friendAccept', 'Accept')}
        </button>
      </span>
    </div>
  );
}

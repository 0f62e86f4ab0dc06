import Minimize from 'lucide/dist/esm/icons/minimize-2.mjs';
import Flag from 'lucide/dist/esm/icons/flag.mjs';
import Share from 'lucide/dist/esm/icons/share-2.mjs';
import UserPlus from 'lucide/dist/esm/icons/user-plus.mjs';
import Users from 'lucide/dist/esm/icons/users.mjs';
import X from 'lucide/dist/esm/icons/x.mjs';
import { useLayoutEffect, useRef, useState } from 'react';
import { Dialog, Icon } from 'shared-sdk';
import { FOLLOW_COST_COINS, LIVE_TOP_AUDIENCES_MAX } from 'shared-sdk/constants';
import { TransText, useFormat } from 'shared-sdk/locale';
import { useRoomT } from '../../hooks/useRoomT';
import type { RoomView } from '../../engine';
import { shareLive, useCountryName } from '../../hooks/useRoomExtras';
import { signInToContinue } from '../../hooks/signInToContinue';
import { LIVE_ENTER_LOGIN_SOURCE } from '../../constants';
import { liveRoomText } from '../../texts';
import { ReportPopup } from '../panels';
import { NS } from '../../../../i18n';
import styles from './Room.module.css';

/**
 * The header wraps to two or three rows with the room's width: its height goes to the room as
 * `--live-panels-top`, so the panels' banners and tips start below it.
 */
function useHeaderHeight() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    const room = el?.parentElement;
    if (!el || !room || typeof ResizeObserver === 'undefined') return;
    const set = () => room.style.setProperty('--live-panels-top', `${el.offsetHeight}px`);
    set();
    const ro = new ResizeObserver(set);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return ref;
}

/**
 * The room's header (spec 3 §2): host avatar, name, country, follow (9 coins, stated in its
 * confirmation: spec 3 §5), the top audience's avatars and the count, share, minimise, close.
 */
export function RoomHeader({ room }: { room: RoomView }) {
  const { t, tx } = useRoomT();
  const { num } = useFormat();
  const headerRef = useHeaderHeight();
  const { live } = room;
  const country = useCountryName(live.hostDetail?.countryId);
  const [confirmFollow, setConfirmFollow] = useState(false);
  const [reporting, setReporting] = useState(false);
  const top = live.topAudiences.slice(0, LIVE_TOP_AUDIENCES_MAX);
  const visitorId = room.viewer.kind === 'user' ? undefined : String(room.viewer.id ?? '');
  const share = () =>
    void shareLive(
      live.id,
      {
        copied: liveRoomText(tx, 'linkCopied'),
        shareNow: liveRoomText(tx, 'shareNow'),
        failed: t('liveRoom.room.shareFailed', 'Could not make the share link. Please try again.'),
      },
      visitorId,
    );

  // The dialogs are the header's siblings, not its children: the header is a stacking context
  // under the room's panels (z-index), and a dialog inside it would be drawn below them.
  return (
    <>
      <header ref={headerRef} className={styles.header}>
        <div className={styles.host}>
          <button
            type="button"
            className={styles.hostButton}
            onClick={room.openMiniProfile}
            aria-label={t('liveRoom.room.profile', 'Profile of {{name}}', { name: live.name })}
          >
            <img className={styles.avatar} src={live.headImg || live.coverUrl} alt="" />
            <span className={styles.hostText}>
              <span className={styles.hostName} role="heading" aria-level={2}>
                <bdi>{live.name}</bdi>
              </span>
              {country && (
                <span className={styles.country}>
                  <bdi>{country}</bdi>
                </span>
              )}
            </span>
          </button>
          {!room.hostFollowed && (
            <button
              type="button"
              className={styles.follow}
              onClick={() => setConfirmFollow(true)}
              aria-label={t('liveRoom.room.followLabel', 'Follow {{name}}', { name: live.name })}
            >
              <Icon icon={UserPlus} size={16} />
              {t('liveRoom.room.follow', 'Follow')}
            </button>
          )}
        </div>
        <button
          type="button"
          className={styles.audience}
          onClick={room.openRanking}
          aria-label={t('liveRoom.room.ranking', 'Gift ranking, {{count, number}} watching', {
            count: live.audienceNum,
          })}
        >
          <ul
            className={styles.topAudience}
            aria-label={t('liveRoom.room.topAudience', 'Top audience')}
          >
            {top.map((a) => (
              <li key={a.userId}>
                {a.userIconUrl ? (
                  <img
                    className={styles.audienceAvatar}
                    src={a.userIconUrl}
                    alt={a.userName ?? ''}
                  />
                ) : (
                  <span className={styles.audienceAvatar} aria-label={a.userName ?? ''} />
                )}
              </li>
            ))}
          </ul>
          <span
            className={styles.count}
            aria-label={t('liveRoom.room.viewers', '{{count, number}} watching', {
              count: live.audienceNum,
            })}
          >
            <Icon icon={Users} size={14} />
            {num(live.audienceNum)}
          </span>
        </button>
        <div className={styles.actions}>
          {visitorId !== undefined && (
            <button
              type="button"
              className={styles.login}
              onClick={() => signInToContinue(LIVE_ENTER_LOGIN_SOURCE)}
            >
              {t('liveRoom.room.login', 'Log in')}
            </button>
          )}
          <button type="button" className={styles.iconButton} onClick={() => setReporting(true)}>
            <Icon icon={Flag} label={t('liveRoom.room.report', 'Report')} />
          </button>
          <button type="button" className={styles.iconButton} onClick={share}>
            <Icon icon={Share} label={t('liveRoom.room.share', 'Share')} />
          </button>
          <button type="button" className={styles.iconButton} onClick={room.minimise}>
            <Icon icon={Minimize} label={t('liveRoom.room.minimise', 'Minimise')} />
          </button>
          <button type="button" className={styles.iconButton} onClick={room.requestClose}>
            <Icon icon={X} label={t('liveRoom.room.close', 'Close')} />
          </button>
        </div>
      </header>
      {confirmFollow && (
        <Dialog
          title={
            <TransText
              ns={NS}
              i18nKey="liveRoom.room.followTitle"
              defaults="Follow <bdi>{{name}}</bdi>?"
              values={{ name: live.name }}
            />
          }
          onClose={() => setConfirmFollow(false)}
          closeLabel={t('liveRoom.room.cancel', 'Cancel')}
        >
          <p>
            {t('liveRoom.room.followText', 'Following the host costs {{count, number}} coins.', {
              count: FOLLOW_COST_COINS,
              defaultValue_one: 'Following the host costs {{count, number}} coin.',
            })}
          </p>
          <div className={styles.dialogButtons}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => setConfirmFollow(false)}
            >
              {t('liveRoom.room.cancel', 'Cancel')}
            </button>
            <button
              type="button"
              className={styles.primary}
              onClick={() => {
                setConfirmFollow(false);
                room.follow();
              }}
            >
              {t('liveRoom.room.followConfirm', 'Follow for {{count, number}} coins', {
                count: FOLLOW_COST_COINS,
                defaultValue_one: 'Follow for {{count, number}} coin',
              })}
            </button>
          </div>
        </Dialog>
      )}
      {reporting && <ReportPopup view={room} onClose={() => setReporting(false)} />}
      {room.closing && (
        <Dialog
          title={t('liveRoom.room.closeTitle', 'Leave this live?')}
          onClose={room.closing.cancel}
          closeLabel={t('liveRoom.room.stay', 'Stay')}
        >
          <p>
            <TransText
              ns={NS}
              i18nKey="liveRoom.room.closeText"
              defaults="You will stop watching <name/>."
              components={{ name: <bdi>{live.name}</bdi> }}
            />
          </p>
          <div className={styles.dialogButtons}>
            <button type="button" className={styles.secondary} onClick={room.closing.cancel}>
              {t('liveRoom.room.stay', 'Stay')}
            </button>
            <button type="button" className={styles.primary} onClick={room.closing.confirm}>
              {t('liveRoom.room.leave', 'Leave')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}

import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  appStore,
  callPhaseAtom,
  isDocumentTreatedHidden,
  liveMiniPlayerAtom,
  sanitizeUserName,
  userAtom,
  type LiveInfo,
} from 'shared-sdk';
import { liveApi } from 'shared-sdk/live';
import { TransText } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import { LIVE_SOURCE } from '../../live-hosts/state/constants';
import { openLive } from '../../live-hosts/state/openLive';
import { LIVE_ENTER_DELAY_MS, markShown, mayAsk, shownToday } from '../state/rules';
import rowStyles from '../../live-hosts/components/LiveHostsRow.module.css';
import styles from './LiveEnterPopup.module.css';

const inCall = () => {
  const { status } = appStore.get(callPhaseAtom);
  return status !== 'idle' && status !== 'ended';
};

/**
 * The live-enter popup, a widget the host places on LivCam (docs/CONTRACTS.md "Page slots"): for
 * a signed-in user, LIVE_ENTER_DELAY_MS after the page shows, when the server's entrance offers a
 * live (live entry on, someone living) and nothing else is going on, at most once a day and user.
 * Enter opens that live through `requestLive`. A card floating above the page, not a modal: the
 * page stays usable under it, and it goes with the page.
 */
export function LiveEnterPopup() {
  const { t } = useTranslation(NS);
  const user = useAtomValue(userAtom);
  const userId = user?.id ?? null;
  const [offer, setOffer] = useState<{ live: LiveInfo; livingNum: number } | null>(null);
  const titleId = useId();

  useEffect(() => {
    if (userId === null) return;
    let stopped = false;
    const conditions = () => ({
      userId,
      shownToday: shownToday(userId, Date.now()),
      watching: appStore.get(liveMiniPlayerAtom) !== null,
      inCall: inCall(),
      pageHidden: isDocumentTreatedHidden('LivCam'),
    });
    const timer = setTimeout(() => {
      if (!mayAsk(conditions())) return;
      void liveApi.entrance().then((res) => {
        // Other codes are ignored in live-entry flows (spec 2 §8).
        if (stopped || !res.ok || !res.data?.show || !res.data.liveInfo) return;
        if (!mayAsk(conditions())) return;
        markShown(userId, Date.now());
        setOffer({ live: res.data.liveInfo, livingNum: res.data.livingNum });
      });
    }, LIVE_ENTER_DELAY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [userId]);

  if (!offer || userId === null) return null;
  const { live, livingNum } = offer;
  const name = sanitizeUserName(live.name);
  const close = () => setOffer(null);
  const enter = () => {
    close();
    void openLive(
      { channelId: live.channelId, hostId: live.hostId, source: LIVE_SOURCE.enterPopup },
      t('liveHosts.openFailed', 'The live could not open. Please try again.'),
    );
  };
  const src = live.coverUrl || live.headImg;
  return (
    <aside className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cover}>
        {src && <img src={src} alt="" className={styles.img} />}
        <span className={rowStyles.liveBadge}>{t('liveHosts.live', 'LIVE')}</span>
      </div>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          <TransText
            ns={NS}
            i18nKey="liveEnter.title"
            defaults="<name/> is live now"
            components={{ name: <bdi>{name}</bdi> }}
          />
        </h2>
        <p className={styles.text}>
          {t('liveEnter.watching', '{{count, number}} watching.', { count: live.audienceNum })}{' '}
          {t('liveEnter.living', '{{count, number}} lives on now.', {
            count: livingNum,
            defaultValue_one: '{{count, number}} live on now.',
          })}
        </p>
        <button type="button" className={styles.enter} onClick={enter}>
          {t('liveEnter.enter', 'Enter')}
        </button>
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={t('liveEnter.close', 'Close')}
        onClick={close}
      >
        ×
      </button>
    </aside>
  );
}

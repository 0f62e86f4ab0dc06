import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoggedInAtom, type CheckInInfo } from 'shared-sdk';
import { NS } from '../../../i18n';
import { loadCheckInInfo, useVipRewardText } from '../hooks/checkInInfo';
import { useTimedTip } from '../../common/hooks/useTimedTip';
import { checkInTipMs, showsCheckInTip, todaysCoins } from '../state/checkin';
import { CheckInDialog } from './CheckInDialog';
import styles from './CheckInTip.module.css';

/**
 * The check-in tip (spec 3 §2 "Shell": on wall, home and search pages; §4 "Check-in"): a bubble
 * "Check in today for N coins" that opens the check-in. The host mounts it on those pages only
 * (props { routeName }); it hides after 20 s (5 s on the wall), and shows nothing to visitors,
 * VIPs or someone who has checked in today. Each visit of one of those pages shows it again.
 */
export function CheckInTip({ routeName = null }: { routeName?: string | null }) {
  const { t } = useTranslation(NS);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [info, setInfo] = useState<CheckInInfo | null>(null);
  const [open, setOpen] = useState(false);
  const vipText = useVipRewardText();

  useEffect(() => {
    if (!loggedIn) return;
    let alive = true;
    void loadCheckInInfo(vipText).then((r) => {
      if (alive && r.ok && r.data) setInfo(r.data);
    });
    return () => {
      alive = false;
    };
    // vipText is the same words each render; the read follows the page and the sign-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn, routeName]);

  const show = showsCheckInTip(info, loggedIn);
  const visible = useTimedTip(checkInTipMs(routeName), routeName, show);
  return (
    <>
      {show && visible && info && (
        <button type="button" className={styles.tip} onClick={() => setOpen(true)}>
          <span aria-hidden="true" className={styles.coin} />
          {t('checkinTip.text', 'Check in today for {{count, number}} coins', {
            count: todaysCoins(info),
            defaultValue_one: 'Check in today for {{count, number}} coin',
          })}
        </button>
      )}
      {open && (
        <CheckInDialog
          onClose={() => {
            setOpen(false);
            void loadCheckInInfo(vipText).then((r) => r.ok && r.data && setInfo(r.data));
          }}
        />
      )}
    </>
  );
}

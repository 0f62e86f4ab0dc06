import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';
import { PopupDialog } from '../../common/components/PopupDialog';

/**
 * The rules popup (spec 3 §2 "Tasks"). Each line is what the server does
 * (backend/src/modules/activities): reissue at 0:00 UTC, progress counted by the server, one
 * claim per task and period, long-term tasks for paying users, check-in once a day.
 */
export function RulesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <PopupDialog title={t('rules.title', 'Task rules')} onClose={onClose}>
      <ul>
        <li>
          {t(
            'rules.daily',
            'Daily tasks are renewed every day at 0:00 UTC. Progress and unclaimed rewards of the day before are not kept.',
          )}
        </li>
        <li>
          {t(
            'rules.counted',
            'Progress is counted by our server from what you do in the app: messages you send, friends you add, matches, calls, purchases.',
          )}
        </li>
        <li>
          {t(
            'rules.claimOnce',
            'Each task reward can be claimed once, when the task is complete. The coins go straight to your balance.',
          )}
        </li>
        <li>
          {t(
            'rules.longTerm',
            'Long-term tasks are for users who have bought coins. They are not renewed: each can be completed and claimed once.',
          )}
        </li>
        <li>
          {t(
            'rules.checkIn',
            'Check in once a day (UTC) for coins; checking in on consecutive days gives more, a missed day starts again at day 1. One account per device can check in each day. If you have bought coins, you are checked in automatically.',
          )}
        </li>
      </ul>
    </PopupDialog>
  );
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Mission } from 'shared-sdk';
import { TASK_PERIOD } from 'shared-sdk/constants';
import { NS } from '../../../i18n';

type TitleOf = (m: Pick<Mission, 'type' | 'goals' | 'period' | 'title'>) => string;

/**
 * A mission's title in the reader's language, built from its type, goals and period. The server
 * sends an English title; it is shown only for a type this client does not know yet.
 */
export function useTaskTitle(): TitleOf {
  const { t } = useTranslation(NS);
  return useCallback<TitleOf>(
    (m) => {
      const count = m.goals;
      switch (m.type) {
        case 'login_in':
          return t('taskTitle.login_in', 'Check in today');
        case 'liv_cam':
          return t('taskTitle.liv_cam', 'Visit LivCam');
        case 'pay':
          if (m.period === TASK_PERIOD.daily && count === 1)
            return t('taskTitle.pay_today', 'Buy coins today');
          return t('taskTitle.pay', 'Buy coins {{count, number}} times', {
            count,
            defaultValue_one: 'Buy coins once',
          });
        case 'send_msg':
          return t('taskTitle.send_msg', 'Send {{count, number}} messages', {
            count,
            defaultValue_one: 'Send a message',
          });
        case 'add_friend':
          return t('taskTitle.add_friend', 'Add {{count, number}} friends', {
            count,
            defaultValue_one: 'Add a friend',
          });
        case 'match':
          return t('taskTitle.match', 'Get {{count, number}} matches', {
            count,
            defaultValue_one: 'Get a match',
          });
        case 'wall_call':
          return t('taskTitle.wall_call', 'Call {{count, number}} people from the wall', {
            count,
            defaultValue_one: 'Call someone from the wall',
          });
        case 'call':
          return t('taskTitle.call', 'Finish {{count, number}} video calls', {
            count,
            defaultValue_one: 'Finish a video call',
          });
        default:
          return m.title;
      }
    },
    [t],
  );
}

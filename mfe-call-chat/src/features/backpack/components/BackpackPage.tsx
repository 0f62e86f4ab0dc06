import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, NavButton, PageFrame } from 'shared-sdk';
import { BACKPACK_EXPIRING_MS } from 'shared-sdk/constants';
import { useFormat } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import { useBackpack } from '../../gifts/hooks/useGifts';
import styles from '../../gifts/components/Gifts.module.css';

/** Route Backpack (/backpack, full page): the gifts you hold (spec 2 §7 backpackList), to send in chats. */
export function BackpackPage() {
  const { t } = useTranslation(NS);
  const { num, date } = useFormat();
  const bag = useBackpack('backpackList');
  const [now] = useState(() => Date.now());
  return (
    <PageFrame
      title={t('backpack.title', 'Backpack')}
      intro={t(
        'backpack.intro',
        'Gifts you hold. Send them from the gift panel of any chat: they cost no coins.',
      )}
      actions={
        <>
          <NavButton to="MessagePage" secondary>
            {t('common.allMessages', 'All messages')}
          </NavButton>
          <NavButton to="LivCam" secondary>
            {t('common.home', 'Home')}
          </NavButton>
        </>
      }
    >
      {bag.status === 'loading' && (
        <p className={styles.note} aria-busy="true">
          {t('backpack.loading', 'Loading your backpack…')}
        </p>
      )}
      {bag.status === 'error' && (
        <EmptyState
          title={t('backpack.failedTitle', 'Your backpack could not load')}
          text={bag.msg || t('backpack.failedText', 'Check your connection and try again.')}
        >
          <button type="button" className={styles.button} onClick={bag.retry}>
            {t('backpack.retry', 'Try again')}
          </button>
        </EmptyState>
      )}
      {bag.status === 'ready' && !bag.list.length && (
        <EmptyState
          title={t('backpack.emptyTitle', 'Your backpack is empty')}
          text={t(
            'backpack.emptyText',
            'Gifts you receive or win are kept here, ready to send in chats and lives.',
          )}
        />
      )}
      {bag.status === 'ready' && bag.list.length > 0 && (
        <ul className={styles.page} aria-label={t('backpack.listLabel', 'Gifts you hold')}>
          {bag.list.map((g) => (
            <li key={g.id} className={styles.card}>
              <img src={g.icon || g.giftImage} alt="" />
              <strong>{g.name}</strong>
              <span className={styles.count}>
                {t('backpack.count', '×{{n}}', { n: num(g.goodsCount) })}
              </span>
              <span
                className={g.expireTime - now < BACKPACK_EXPIRING_MS ? styles.soon : styles.expiry}
              >
                {t('backpack.expires', 'Expires {{when}}', { when: date(g.expireTime, 'dayTime') })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

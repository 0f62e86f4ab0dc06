import { useTranslation } from 'react-i18next';
import { useFormat } from 'shared-sdk/locale';
import { NS } from '../../../../i18n';
import { useQuickGifts } from './useGifts';
import styles from './RoomPanels.module.css';

/**
 * The quick-gift row (spec 3 §2, §7 getOutShowGifts): one tap sends (`onSend`, the room's
 * `view.sendGift`). Nothing shows while it loads or when it failed: the gift panel has them all.
 */
export function QuickGifts({
  onSend,
  audienceId,
}: {
  onSend(giftId: number): void;
  /** A visitor's tourist id: the tourist variant (sending asks them to register). */
  audienceId: string | null;
}) {
  const { t } = useTranslation(NS);
  const { num } = useFormat();
  const quick = useQuickGifts(audienceId);
  if (quick.status !== 'ready' || !quick.data.length) return null;
  return (
    <ul className={styles.quick} aria-label={t('liveRoom.gifts.quick', 'Quick gifts')}>
      {quick.data.map((g) => (
        <li key={g.id}>
          <button
            type="button"
            className={styles.quickGift}
            aria-label={t('liveRoom.gifts.quickSend', 'Send {{name}} for {{count, number}} coins', {
              name: g.name,
              count: g.gold,
              defaultValue_one: 'Send {{name}} for {{count, number}} coin',
            })}
            onClick={() => onSend(g.id)}
          >
            <img src={g.giftImage} alt="" />
            <span>{num(g.gold)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

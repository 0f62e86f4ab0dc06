import { useTranslation } from 'react-i18next';
import { useFormat } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import styles from './Gifts.module.css';

/** One gift to pick: its picture, name and price (or how many the backpack holds). */
export function GiftTile({
  image,
  name,
  gold,
  count,
  selected,
  onSelect,
}: {
  image: string;
  name: string;
  gold: number;
  /** Backpack gifts: how many are held (they cost no coins to send). */
  count?: number;
  selected: boolean;
  onSelect(): void;
}) {
  const { t } = useTranslation(NS);
  const { num } = useFormat();
  const held = count;
  const price =
    held !== undefined
      ? t('gifts.held', '×{{n}}', { n: num(held) })
      : t('gifts.coins', '{{count, number}} coins', {
          count: gold,
          defaultValue_one: '{{count, number}} coin',
        });
  return (
    <button
      type="button"
      className={styles.tile}
      aria-pressed={selected}
      aria-label={t('gifts.tileLabel', '{{name}}, {{price}}', { name, price })}
      onClick={onSelect}
    >
      <img src={image} alt="" loading="lazy" />
      <span className={styles.tileName}>{name}</span>
      <span className={styles.price}>{price}</span>
    </button>
  );
}

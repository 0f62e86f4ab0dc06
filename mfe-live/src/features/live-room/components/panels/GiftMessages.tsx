import { useTranslation } from 'react-i18next';
import type { Gift } from 'shared-sdk';
import { TransText } from 'shared-sdk/locale';
import { NS } from '../../../../i18n';
import type { GiftMessage } from '../../engine';
import { Avatar } from './Avatar';
import { giftOf } from './useGifts';
import type { Loaded } from './useLoad';
import styles from './GiftMessages.module.css';

/**
 * The gifts sent in the room, over the video (spec 3 §3 "Gift message", §4: each 3 s, at most
 * 3; the engine keeps and drops them): the sender's avatar and name and the gift's picture.
 */
export function GiftMessages({
  gifts,
  catalogue,
}: {
  gifts: readonly GiftMessage[];
  catalogue: Loaded<Gift[]>;
}) {
  const { t } = useTranslation(NS);
  return (
    <ul
      className={styles.list}
      aria-label={t('liveRoom.gifts.messages', 'Gifts sent')}
      aria-live="polite"
    >
      {gifts.map((m) => {
        const gift = giftOf(catalogue, m.giftId);
        const sender = (
          <span className={styles.sender}>
            <bdi>{m.senderName}</bdi>
          </span>
        );
        return (
          <li key={m.seq} className={styles.item}>
            <Avatar src={m.senderIconUrl} name={m.senderName} size={36} />
            <span className={styles.words}>
              {gift ? (
                <TransText
                  ns={NS}
                  i18nKey="liveRoom.gifts.sent"
                  defaults="<name/> <sent>sent <gift/></sent>"
                  components={{
                    name: sender,
                    sent: <span className={styles.sent} />,
                    gift: <bdi>{gift.name}</bdi>,
                  }}
                />
              ) : (
                <TransText
                  ns={NS}
                  i18nKey="liveRoom.gifts.sentAGift"
                  defaults="<name/> <sent>sent a gift</sent>"
                  components={{ name: sender, sent: <span className={styles.sent} /> }}
                />
              )}
            </span>
            {gift && <img className={styles.gift} src={gift.giftImage} alt="" />}
          </li>
        );
      })}
    </ul>
  );
}

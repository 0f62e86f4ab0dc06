import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredMessage } from '../../messages/db/records';
import { messageKind } from '../../messages/rules/kind';
import { useMessageStore } from '../../messages/store/react';
import { NS } from '../../../i18n';
import { useGiftById } from '../hooks/useGifts';
import styles from './Gifts.module.css';

const SHOW_MS = 2400;

/** spec 2 §4 "An incoming gift message triggers a gift display": the gift, big, for a moment. */
export function GiftShow({ friendId, peerName }: { friendId: number; peerName: string }) {
  const { t } = useTranslation(NS);
  const store = useMessageStore();
  const [shown, setShown] = useState<StoredMessage | null>(null);
  const gift = useGiftById(shown?.giftId);

  useEffect(
    () =>
      store?.events.on('incoming', ({ message }) => {
        if (message.senderId === friendId && messageKind(message) === 'gift') setShown(message);
      }),
    [store, friendId],
  );
  useEffect(() => {
    if (!shown) return;
    const id = setTimeout(() => setShown(null), SHOW_MS);
    return () => clearTimeout(id);
  }, [shown]);

  if (!shown) return null;
  return (
    <div className={styles.show} aria-hidden="true" key={shown.messageUuid}>
      {gift?.giftImage && <img src={gift.giftImage} alt="" />}
      <p>{t('gifts.showText', '{{name}} sent you {{gift}}', { name: peerName, gift: gift?.name ?? shown.content })}</p>
    </div>
  );
}

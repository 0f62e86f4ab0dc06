import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { TransText } from 'shared-sdk/locale';
import { CHAT_PICTURE_WIDTH_PX } from '../constants';
import {
  callRecordText,
  friendMessageText,
  sendErrorValues,
  sendRetryable,
} from '../rules/wording';
import { noticeText } from '../rules/notice';
import { sendStatusOf } from '../outbox/machine';
import { useMessageStore } from '../store/react';
import { NS } from '../../../i18n';
import { useGiftById } from '../../gifts/hooks/useGifts';
import { useCopyText } from '../hooks/useCopyText';
import { useLongPress } from '../hooks/useLongPress';
import { pictureBox } from '../state/composer';
import type { ChatRow } from '../state/rows';
import { NoticeText } from './NoticeText';
import { QuickMenu } from './QuickMenu';
import { sdkText } from './text';
import styles from './Chat.module.css';

/** One message by its kind (spec 2 §3 "Message types in the chat"); texts are React text, never HTML. */
export function MessageBubble({
  row,
  me,
  peerName,
}: {
  row: ChatRow;
  me: number;
  peerName: string;
}) {
  const { t } = useTranslation([NS, 'chat']);
  const m = row.message;
  switch (row.kind) {
    case 'system': {
      // A server notice in the reader's language; a local one by its key; else the stored text.
      const notice = noticeText(m);
      return (
        <div className={styles.centre}>
          <p className={styles.notice}>
            {notice ? (
              <NoticeText text={notice} />
            ) : m.contentKey ? (
              String(t(m.contentKey, m.contentValues ?? {}))
            ) : (
              m.content
            )}
          </p>
        </div>
      );
    }
    case 'video':
      return <Line row={row}>{sdkText(t, callRecordText(m, me))}</Line>;
    case 'friend':
      return (
        <div className={styles.centre}>
          <p className={styles.notice}>{sdkText(t, friendMessageText(m, me, peerName))}</p>
        </div>
      );
    case 'gift':
    case 'giftAsk':
      return <GiftLine row={row} peerName={peerName} />;
    case 'img': {
      const box = pictureBox(m.picture_width, m.picture_height, CHAT_PICTURE_WIDTH_PX);
      return (
        <Line row={row} bare>
          <img
            className={styles.picture}
            src={m.picture_url}
            width={box.width}
            height={box.height}
            alt={
              row.mine
                ? t('chat.yourPicture', 'Picture you sent')
                : t('chat.theirPicture', 'Picture from {{name}}', { name: peerName })
            }
            loading="lazy"
          />
        </Line>
      );
    }
    default:
      return <TextLine row={row} />;
  }
}

/**
 * A text, with its translation under it for the receiver (spec 2 §3 textContent source and
 * translation), or "Translation not available" when the server could not make one. A right-click or a 600 ms press opens its menu: Copy text (spec 2 §8 toasts).
 * The menu goes to the body: the virtualized row is transformed, so a fixed menu inside it
 * would be placed against the row, not the window.
 */
function TextLine({ row }: { row: ChatRow }) {
  const { t } = useTranslation(NS);
  const copy = useCopyText();
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null);
  const { consumeClick: _consume, ...press } = useLongPress((x, y) => setMenu({ x, y }), true);
  const m = row.message;
  const tr = m.textContent?.translation;
  // The server says when a text asked to be translated could not be: said plainly, so the
  // original is never taken for a translation.
  const untranslated = !tr && m.textContent?.translationUnavailable === true;
  return (
    <>
      <Line row={row} press={press}>
        {/* A message runs in its own direction (an Arabic text in an English page, and back). */}
        <span dir="auto">{m.content}</span>
        {!row.mine && tr && tr !== m.content && (
          <span className={styles.translation} dir="auto">
            {tr}
          </span>
        )}
        {!row.mine && untranslated && (
          <span className={`${styles.translation} ${styles.untranslated}`}>
            {t('chat.translationUnavailable', 'Translation not available')}
          </span>
        )}
      </Line>
      {menu &&
        createPortal(
          <QuickMenu
            x={menu.x}
            y={menu.y}
            label={t('chat.messageActions', 'Message actions')}
            items={[
              { label: t('chat.copyText', 'Copy text'), onSelect: () => void copy(m.content) },
            ]}
            onClose={() => setMenu(null)}
          />,
          document.body,
        )}
    </>
  );
}

/**
 * A gift line as one sentence; a gift whose name is unknown is "a gift" inside the sentence.
 * Names and gift names keep their own direction (<bdi>).
 */
function GiftLineText({ row, peerName, gift }: { row: ChatRow; peerName: string; gift: string }) {
  const { t } = useTranslation(NS);
  const values = { name: peerName, gift };
  if (row.kind === 'giftAsk')
    return gift ? (
      <TransText
        ns={NS}
        i18nKey="chat.giftAsk"
        defaults="<bdi>{{name}}</bdi> would like this gift: <bdi>{{gift}}</bdi>"
        values={values}
      />
    ) : (
      <TransText
        ns={NS}
        i18nKey="chat.giftAskAny"
        defaults="<bdi>{{name}}</bdi> would like a gift"
        values={values}
      />
    );
  if (row.mine)
    return gift ? (
      <TransText
        ns={NS}
        i18nKey="chat.giftSent"
        defaults="You sent <bdi>{{gift}}</bdi>"
        values={values}
      />
    ) : (
      <>{t('chat.giftSentAny', 'You sent a gift')}</>
    );
  return gift ? (
    <TransText
      ns={NS}
      i18nKey="chat.giftReceived"
      defaults="<bdi>{{name}}</bdi> sent you <bdi>{{gift}}</bdi>"
      values={values}
    />
  ) : (
    <TransText
      ns={NS}
      i18nKey="chat.giftReceivedAny"
      defaults="<bdi>{{name}}</bdi> sent you a gift"
      values={values}
    />
  );
}

function GiftLine({ row, peerName }: { row: ChatRow; peerName: string }) {
  const gift = useGiftById(row.message.giftId);
  const name = gift?.name || row.message.content;
  return (
    <Line row={row}>
      <span className={styles.gift}>
        {gift?.giftImage && <img src={gift.giftImage} alt="" />}
        <span>
          <GiftLineText row={row} peerName={peerName} gift={name} />
        </span>
      </span>
    </Line>
  );
}

/**
 * A bubble on its side, with the send state of own messages: sending; failed with Retry when a
 * retry can go through (sendRetryable), else with Delete only (the same message would be refused
 * again).
 */
function Line({
  row,
  bare,
  press,
  children,
}: {
  row: ChatRow;
  bare?: boolean;
  /** Long-press / right-click handlers of the bubble (a text's menu). */
  press?: React.HTMLAttributes<HTMLDivElement>;
  children: React.ReactNode;
}) {
  const { t } = useTranslation([NS, 'chat']);
  const store = useMessageStore();
  const m = row.message;
  const status = row.mine && m.sendStatus ? sendStatusOf(m.sendStatus) : null;
  return (
    <div className={row.mine ? `${styles.line} ${styles.mine}` : styles.line}>
      {bare ? (
        children
      ) : (
        <div className={styles.bubble} {...press}>
          {children}
        </div>
      )}
      {status === 'sending' && (
        <span className={styles.status}>{t('chat.sending', 'Sending…')}</span>
      )}
      {status === 'failed' && (
        <span className={styles.failed} role="alert">
          <span>
            {m.sendError
              ? String(t(m.sendError.key, sendErrorValues(m.sendError.code)))
              : t('chat.failed', 'Not sent')}
          </span>
          {sendRetryable(m.sendError?.code ?? -1) ? (
            <button
              type="button"
              className={styles.retry}
              onClick={() => void store?.retry(m.messageUuid)}
            >
              {t('chat.retry', 'Retry')}
            </button>
          ) : (
            <button
              type="button"
              className={styles.retry}
              onClick={() => void store?.discard(m.messageUuid)}
            >
              {t('chat.discardFailed', 'Delete')}
            </button>
          )}
        </span>
      )}
    </div>
  );
}

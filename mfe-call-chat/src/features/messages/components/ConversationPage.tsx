import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageFrame, isMobileAtom } from 'shared-sdk';
import { NS } from '../../../i18n';
import { useBottomInset } from '../hooks/useBottomInset';
import { useIncomingSound } from '../hooks/useIncomingSound';
import { ChatPanel } from './ChatPanel';
import { MessagePage } from './MessagePage';
import styles from './Messages.module.css';

/**
 * Route IMMessageSession (/message/session/:friendId): the chat on its own on mobile; on
 * desktop the message page with this chat open beside the list.
 */
export function ConversationPage() {
  const { t } = useTranslation(NS);
  const raw = useParams().friendId ?? '';
  const friendId = Number(raw);
  const mobile = useAtomValue(isMobileAtom);
  const inset = useBottomInset(mobile);
  useIncomingSound();
  if (!Number.isSafeInteger(friendId) || raw.trim() === '')
    return (
      <PageFrame title={t('conversation.title', 'Conversation')}>
        <p role="alert">{t('conversation.bad', 'This conversation link is not valid.')}</p>
      </PageFrame>
    );
  if (!mobile) return <MessagePage openId={friendId} />;
  return (
    <div
      className={styles.page}
      style={inset ? { height: `calc(100dvh - ${inset}px)` } : undefined}
    >
      <ChatPanel key={friendId} friendId={friendId} asPage />
    </div>
  );
}

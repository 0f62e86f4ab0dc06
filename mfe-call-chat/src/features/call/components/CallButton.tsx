import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeUserName, type CallPeer } from 'shared-sdk';
import { NS } from '../../../i18n';
import { useStartCall } from '../hooks/useStartCall';
import styles from './Call.module.css';

/**
 * A video-call button for another feature (e.g. the chat header): `<CallButton target={{ id,
 * userName }} callLocation={CALL_LOCATION.chat} />`. Disabled while another call is in progress.
 */
export function CallButton({
  target,
  callLocation,
  className,
  icon,
}: {
  target: CallPeer;
  callLocation: number;
  className?: string;
  /** Drawn before the label (aria-hidden inside). */
  icon?: ReactNode;
}) {
  const { t } = useTranslation(NS);
  const { call, busy } = useStartCall();
  const name = sanitizeUserName(target.userName ?? '');
  return (
    <button
      type="button"
      className={className ?? styles.callButton}
      disabled={busy || !target.id}
      onClick={() => call(target, callLocation)}
      aria-label={name ? t('call.callName', 'Video call {{name}}', { name }) : t('call.videoCall', 'Video call')}
    >
      {icon}
      <span>{t('call.videoCall', 'Video call')}</span>
    </button>
  );
}

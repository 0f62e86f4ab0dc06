import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestCall, sanitizeUserName, type ShopOrderDetail } from 'shared-sdk';
import { readShopReturn, returnFromShop } from 'shared-sdk/shop';
import { bdiTags, TransText } from 'shared-sdk/locale';
import { NS } from '../../../i18n';
import ui from '../../../ui/shop.module.css';

/** project — an order placed up to this long before the note still answers it (clock skew). */
const CLOCK_SKEW_MS = 2 * 60_000;

/**
 * On a successful result: the way back to the call or chat the coins were bought for, when the
 * user came to the shop from a not-enough-coins prompt (shared-sdk/shop openShopFrom). A call is
 * started again with the same person from the same place (the call layer asks the price again).
 */
export function BackFromShop({ order }: { order: ShopOrderDetail }) {
  const { t } = useTranslation(NS);
  const [note] = useState(readShopReturn);
  if (!note || order.time < note.at - CLOCK_SKEW_MS) return null;
  const name = sanitizeUserName(note.peer.userName).trim();
  const go = () => {
    const back = returnFromShop();
    if (back?.kind !== 'call' || back.callLocation === undefined) return;
    // The call layer says why a call cannot start.
    requestCall({ target: back.peer, callLocation: back.callLocation }).catch(() => undefined);
  };
  return (
    <button type="button" className={ui.primary} onClick={go}>
      {!name ? (
        note.kind === 'call' ? (
          t('payResult.backToCallAnon', 'Back to your call')
        ) : (
          t('payResult.backToChatAnon', 'Back to the chat')
        )
      ) : note.kind === 'call' ? (
        <TransText
          ns={NS}
          i18nKey="payResult.backToCall"
          defaults="Back to your call with <name>{{name}}</name>"
          values={{ name }}
          components={bdiTags(['name'])}
        />
      ) : (
        <TransText
          ns={NS}
          i18nKey="payResult.backToChat"
          defaults="Back to the chat with <name>{{name}}</name>"
          values={{ name }}
          components={bdiTags(['name'])}
        />
      )}
    </button>
  );
}

import { bdiTags, TransText } from 'shared-sdk/locale';
import { NS } from '../../../i18n';

/** "Order 2026112612345", the number kept left to right inside a right-to-left sentence. */
export function OrderNumber({ id }: { id: string }) {
  return (
    <TransText
      ns={NS}
      i18nKey="orders.number"
      defaults="Order <id>{{id}}</id>"
      values={{ id }}
      components={bdiTags(['id'], 'ltr')}
    />
  );
}

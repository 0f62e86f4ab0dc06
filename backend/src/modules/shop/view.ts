/** Rows → the SDK's shapes (shared-sdk api/modules/shopTypes.ts). */
import type { RefundInfo, ShopOrder } from 'shared-sdk/node';
import type { OrderRow } from './orders';

export interface RefundRow {
  id: number;
  order_id: number;
  user_id: number | null;
  reason: number;
  description: string;
  email: string | null;
  bill_img_ids: string;
  status: RefundInfo['status'];
  message: string;
  debit_entry_id: number | null;
  reversal_entry_id: number | null;
  created_at: number;
  updated_at: number;
}

export function toRefund(r: RefundRow, orderNo: string): RefundInfo {
  return {
    refundId: r.id,
    orderId: orderNo,
    reason: r.reason,
    status: r.status,
    message: r.message,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export function toShopOrder(
  o: OrderRow,
  refund: RefundRow | null,
  refundBlock: string | null,
): ShopOrder {
  return {
    orderId: o.order_no,
    orderNumber: o.order_no,
    coinId: o.coin_id,
    countryCode: o.country_code,
    offerId: o.offer_id,
    itemName: o.item_name,
    price: o.amount,
    currency: o.currency,
    coins: o.coins + o.first_purchase_bonus,
    status: o.status,
    time: o.created_at,
    paidAt: o.paid_at,
    payCompanyCode: o.pay_company_code,
    channelName: o.channel_name,
    recurring: o.recurring === 1,
    subscriptionId: o.subscription_id,
    refundable: refundBlock === null,
    refundBlock,
    refund: refund ? toRefund(refund, o.order_no) : null,
  };
}

/**
 * Account deletion's shop part (the account-deletion registry calls it): removes what is
 * personal and not needed — saved cards, subscriptions (stopped), limited offers, captchas,
 * receipts, saved billing details — and keeps orders and refund records for accounting (tax and
 * chargeback law require them), detached from the account: user id, billing name and e-mail,
 * device and trace ids are blanked. Runs in one transaction; safe to call twice.
 */
import type { DB } from '../../db';

export function deleteShopData(db: DB, userId: number): { orders: number; cards: number } {
  return db.transaction(() => {
    const cards = db.prepare('DELETE FROM shop_cards WHERE user_id = ?').run(userId).changes;
    db.prepare('DELETE FROM shop_subscriptions WHERE user_id = ?').run(userId);
    db.prepare('DELETE FROM shop_offer_seals WHERE user_id = ?').run(userId);
    db.prepare('DELETE FROM shop_captchas WHERE user_id = ?').run(userId);
    db.prepare('DELETE FROM shop_captcha_fails WHERE user_id = ?').run(userId);
    db.prepare('DELETE FROM shop_bill_images WHERE user_id = ?').run(userId);
    db.prepare('DELETE FROM shop_pay_ext WHERE user_id = ?').run(userId);
    db.prepare(
      "UPDATE shop_refunds SET user_id = NULL, email = NULL, description = '', bill_img_ids = '[]' WHERE user_id = ?",
    ).run(userId);
    const orders = db
      .prepare(
        `UPDATE shop_orders SET user_id = NULL, billing_name = NULL, billing_email = NULL, device_id = NULL,
         trace_id = NULL, card_id = NULL, return_url = NULL, subscription_id = NULL WHERE user_id = ?`,
      )
      .run(userId).changes;
    return { orders, cards };
  })();
}

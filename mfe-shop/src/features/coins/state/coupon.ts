/**
 * The coupon link (spec 3 §5: "a coupon id is attached only when the link source is coupon and the
 * id is valid"): a link like /shop?linkFrom=coupon&couponId=SPRING is remembered for the tab
 * (sessionStorage, like the original) until an order is placed. The rule itself is the SDK's
 * couponIdFor (applied by orderExtras).
 */
const KEY_FROM = 'shop.linkFrom';
const KEY_COUPON = 'shop.couponId';

function store(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Reads linkFrom / couponId from a query string and keeps them for this tab. */
export function captureLinkSource(search: string): void {
  const q = new URLSearchParams(search);
  const from = q.get('linkFrom');
  if (!from) return;
  const s = store();
  s?.setItem(KEY_FROM, from.slice(0, 32));
  const coupon = q.get('couponId');
  if (coupon) s?.setItem(KEY_COUPON, coupon.slice(0, 80));
  else s?.removeItem(KEY_COUPON);
}

export function linkSource(): { linkFrom: string | null; couponId: string | null } {
  const s = store();
  return { linkFrom: s?.getItem(KEY_FROM) ?? null, couponId: s?.getItem(KEY_COUPON) ?? null };
}

/**
 * The one payment client every provider plug-in uses (create → redirect → status → refund),
 * over the SDK's shop API. The UI never calls fetch.
 */
import { readSession, type PlaceOrderRequest, type RefundRequest } from 'shared-sdk';
import { orderExtras, shopApi } from 'shared-sdk/shop';
import { linkSource } from '../../coins/state/coupon';

export const paymentClient = {
  /** placeOrder with the spec's extras (ext.traceId, couponId under the coupon rule, deviceId). */
  create(req: Omit<PlaceOrderRequest, 'ext' | 'deviceId' | 'returnUrl'>) {
    return shopApi.placeOrder({
      ...req,
      returnUrl: resultPageUrl(),
      ...orderExtras(readSession()?.userId, linkSource()),
    });
  },
  /** Leaves the app for the provider's page (or the result page when already settled). */
  redirect(url: string) {
    window.location.assign(url);
  },
  status: (orderId: string) => shopApi.getOrderById(orderId),
  refund: (req: RefundRequest) => shopApi.submitUserFeedback(req),
};

/** Where the provider sends the user back: this app's result page (route CallbackPage). */
export function resultPageUrl(): string {
  const m = /^\/(tr|gb|nl)(\/|$)/.exec(window.location.pathname);
  return `${window.location.origin}${m ? `/${m[1]}` : ''}/payRes`;
}

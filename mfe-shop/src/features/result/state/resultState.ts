/**
 * What the result page shows (spec 3 §4 "Payment results": success, failed, pending or
 * processing — waiting for the third party, with countdown). Pure: the order as last read, the
 * seconds left of the wait, and whether reading failed.
 */
import type { OrderStatus } from 'shared-sdk/constants';

export type ResultView =
  'loading' | 'success' | 'failed' | 'pending' | 'processing' | 'slow' | 'missing' | 'error';

export function resultView(o: {
  status: OrderStatus | null;
  secondsLeft: number;
  loadFailed: boolean;
  notFound: boolean;
}): ResultView {
  if (o.notFound) return 'missing';
  if (o.status === null) return o.loadFailed ? 'error' : 'loading';
  switch (o.status) {
    case 'success':
    case 'refunding':
    case 'refunded':
      return 'success';
    case 'failed':
      return 'failed';
    case 'pending':
      return o.secondsLeft > 0 ? 'pending' : 'slow';
    case 'created':
      return o.secondsLeft > 0 ? 'processing' : 'slow';
  }
}

/** Keep asking the backend while the view can still change by itself. */
export function keepsPolling(v: ResultView): boolean {
  return v === 'loading' || v === 'processing' || v === 'pending' || v === 'error';
}

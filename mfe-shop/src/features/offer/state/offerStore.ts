/**
 * The signed-in user's limited offer, shared by the widgets of this remote (sidebar countdown,
 * bubble, coin popup) and the coin shop: one fetch, one snapshot (the SDK's snapshot store, read
 * with useSnapshotStore). A failed fetch clears the offer (spec 3 §8 "limited coin failure clears
 * the offer and logs an error").
 */
import { createSnapshotStore, type CoinChannel, type LimitedOffer } from 'shared-sdk';
import { shopApi } from 'shared-sdk/shop';

export interface OfferSnapshot {
  status: 'idle' | 'loading' | 'ready';
  /** The user it was loaded for. */
  userId: number | null;
  offer: LimitedOffer | null;
  /** The discounted pack on its channel (flashCoinChannel[0]). */
  pack: CoinChannel | null;
  version: number;
}

const EMPTY: OfferSnapshot = { status: 'idle', userId: null, offer: null, pack: null, version: 0 };
const store = createSnapshotStore<OfferSnapshot>(EMPTY);
const { set } = store;
let inFlight: Promise<void> | null = null;

export const offerStore = {
  subscribe: store.subscribe,
  getSnapshot: store.getSnapshot,

  /** Loads the offer for `userId` unless already loaded (force: again, e.g. after a purchase). */
  ensure(userId: number | null, force = false): Promise<void> {
    if (userId === null) {
      set(EMPTY);
      return Promise.resolve();
    }
    const snap = store.getSnapshot();
    if (!force && snap.userId === userId && snap.status !== 'idle')
      return inFlight ?? Promise.resolve();
    set({ ...EMPTY, status: 'loading', userId });
    const p = shopApi.checkWebUserAndGetCoinAndChannel().then((res) => {
      if (store.getSnapshot().userId !== userId) return; // signed out or switched meanwhile
      if (!res.ok || !res.data) {
        console.error('[shop] limited offer could not be loaded; cleared', res.code, res.msg);
        set({ ...EMPTY, status: 'ready', userId });
        return;
      }
      const d = res.data;
      set({
        status: 'ready',
        userId,
        offer: d.enableWebConfig ? (d.webFlashUserSeals[0] ?? null) : null,
        pack: d.flashCoinChannel[0] ?? null,
        version: d.webFlashVersion,
      });
    });
    const tracked: Promise<void> = p.finally(() => {
      if (inFlight === tracked) inFlight = null;
    });
    inFlight = tracked;
    return tracked;
  },

  /** Test seam. */
  reset(): void {
    inFlight = null;
    set(EMPTY);
  },
};

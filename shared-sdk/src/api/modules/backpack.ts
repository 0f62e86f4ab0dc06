import { NO_ENCRYPTION_HEADERS } from '../../constants/social';
import { apiRequest } from '../client';

/** spec 2 §3 "backpack gifts add icon, expireTime, goodsCount". `id` is the backpack entry. */
export interface BackpackGift {
  id: number;
  giftId: number;
  name: string;
  giftImage: string;
  icon: string;
  /** What the gift is worth (sending it from the backpack costs nothing). */
  gold: number;
  giftStar: number;
  /** Expiry (server ms). */
  expireTime: number;
  goodsCount: number;
}

/** GET …/backpack/entrance (project's shape): whether to show the entrance and its counts. */
export interface BackpackEntrance {
  show: boolean;
  /** Gifts held (sum of goodsCount). */
  count: number;
  /** Of which expiring within BACKPACK_EXPIRING_MS. */
  expiringCount: number;
}

const get = <T>(path: string) =>
  apiRequest<T>(`/wchat/facade/api/backpack/${path}`, { headers: { ...NO_ENCRYPTION_HEADERS } });

/** Backpack (spec 2 §7): GETs with the headers disabling encryption for request and response. */
export const backpackApi = {
  /** GET /wchat/facade/api/backpack/backpackGiftList — gifts held, soonest expiry first. */
  backpackGiftList: () => get<{ list: BackpackGift[] }>('backpackGiftList'),
  /** GET /wchat/facade/api/backpack/backpackExpireList — gifts expiring within 3 days. */
  backpackExpireList: () => get<{ list: BackpackGift[] }>('backpackExpireList'),
  /** GET /wchat/facade/api/backpack/backpackList — everything held (the Backpack page). */
  backpackList: () => get<{ list: BackpackGift[] }>('backpackList'),
  /** GET /wchat/facade/api/backpack/entrance */
  entrance: () => get<BackpackEntrance>('entrance'),
};

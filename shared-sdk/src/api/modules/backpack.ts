
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

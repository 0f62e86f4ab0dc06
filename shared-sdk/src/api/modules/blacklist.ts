
/** spec 2 §3 "Blocked user". */
export interface BlockedUser {
  id: number;
  headImg: string;
  userName: string;
  countryId: number;
}

/**
 * POST /facade/api/black/removeBlack (project's answer). Unblocking someone who was your friend
 * when you blocked them makes you friends again (both sides, with the settings each had), free:
 * `restored` true, relation 2. Not while they block you (it comes back when their block goes).
 */
export interface UnblockResult {
  blacklisted: false;
  /** FRIEND_RELATION: 2 when the friendship came back, else 4 (or 3 if they asked you). */
  relation: number;
  restored: boolean;
}

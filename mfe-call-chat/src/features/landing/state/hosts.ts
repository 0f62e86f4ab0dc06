/**
 * The landing's "Online now" list: how many hosts it shows and
 * what a card needs. The list region reserves the size of LANDING_HOSTS_MAX cards from the first
 * paint (also in the pre-rendered HTML), whatever arrives, so nothing below it moves.
 */
export const LANDING_HOSTS_MAX = 6;

/** One host card: avatar, name, country, online state, price per minute, Call. */
export interface LandingHost {
  id: number;
  /** Display name as the server sends it; shown through sanitizeUserName. */
  name: string;
  /** Avatar URL ('' → initials). */
  headImg: string;
  /** Country name, already resolved for display. */
  country: string;
  /** User status (spec 1 §9): 0 offline, 1 busy, 2 online, 3 invisible. */
  status: number;
  /** Coins per minute. */
  price: number;
  gender?: number;
}

/**
 * - loading: skeleton cards of the final size;
 * - ready: the cards (an empty list is shown as "no one online");
 * - unavailable: no source for the list (kept for builds without the host list);
 * - failed: the call failed; a Retry.
 */
export type OnlineHostsState =
  | { status: 'loading' }
  | { status: 'ready'; hosts: LandingHost[] }
  | { status: 'unavailable' }
  | { status: 'failed'; retry(): void };

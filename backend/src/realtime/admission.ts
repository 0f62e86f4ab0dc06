/**
 * Who may open a socket (200 of 200 unauthenticated sockets once opened). Counted per
 * client address at the HTTP upgrade, before the WebSocket handshake: open sockets per address,
 * sockets still unauthenticated per address and in total. A refused upgrade gets HTTP 429.
 * Counts are released when the raw TCP socket closes, whatever closed it.
 */
export interface AdmissionLimits {
  MAX_SOCKETS_PER_ADDRESS: number;
  MAX_UNAUTHED_PER_ADDRESS: number;
  MAX_UNAUTHED_TOTAL: number;
}

/** One admitted socket's place in the counts. */
export interface Slot {
  address: string;
  authed: boolean;
  released: boolean;
}

export class Admission {
  private readonly byAddress = new Map<string, { open: number; unauthed: number }>();
  unauthed = 0;

  constructor(private readonly limits: AdmissionLimits) {}

  /** A slot for a new socket from `address`, or null when a cap is reached. */
  admit(address: string): Slot | null {
    const a = this.byAddress.get(address) ?? { open: 0, unauthed: 0 };
    if (
      a.open >= this.limits.MAX_SOCKETS_PER_ADDRESS ||
      a.unauthed >= this.limits.MAX_UNAUTHED_PER_ADDRESS ||
      this.unauthed >= this.limits.MAX_UNAUTHED_TOTAL
    )
      return null;
    a.open++;
    a.unauthed++;
    this.unauthed++;
    this.byAddress.set(address, a);
    return { address, authed: false, released: false };
  }

  /** The socket authenticated: it no longer counts as unauthenticated. */
  authed(slot: Slot): void {
    if (slot.authed || slot.released) return;
    slot.authed = true;
    const a = this.byAddress.get(slot.address);
    if (a) a.unauthed--;
    this.unauthed--;
  }

  release(slot: Slot): void {
    if (slot.released) return;
    slot.released = true;
    const a = this.byAddress.get(slot.address);
    if (!slot.authed) {
      this.unauthed--;
      if (a) a.unauthed--;
    }
    if (!a) return;
    if (--a.open <= 0) this.byAddress.delete(slot.address);
  }

  stats(): { addresses: number; unauthed: number } {
    return { addresses: this.byAddress.size, unauthed: this.unauthed };
  }
}

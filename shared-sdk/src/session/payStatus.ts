import { appStore, userAtom } from './atoms';
import { PAY_STATUS } from '../constants/status';

/**
 * The pay status (VIP, spec 1 §6 "becomes VIP by buying any coin pack") has one writer, like the
 * balance: the shop applies what the backend answered after a paid order. Returns false when no
 * one is signed in or the value is not 0/1.
 */
export function applyPayStatus(u: { payStatus: number; source: string }): boolean {
  const user = appStore.get(userAtom);
  if (!user) return false;
  if (u.payStatus !== PAY_STATUS.notPaying && u.payStatus !== PAY_STATUS.paying) return false;
  if (user.payStatus !== u.payStatus) appStore.set(userAtom, { ...user, payStatus: u.payStatus });
  return true;
}

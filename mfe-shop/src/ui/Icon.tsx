import CreditCard from 'lucide/dist/esm/icons/credit-card.mjs';
import Landmark from 'lucide/dist/esm/icons/landmark.mjs';
import Receipt from 'lucide/dist/esm/icons/receipt.mjs';
import Smartphone from 'lucide/dist/esm/icons/smartphone.mjs';
import Timer from 'lucide/dist/esm/icons/timer.mjs';
import Wallet from 'lucide/dist/esm/icons/wallet.mjs';
import { Icon as SdkIcon } from 'shared-sdk';

/**
 * The shop's icons by the names its data uses (payment method kinds): Lucide's drawings through
 * the SDK's `Icon` (decorative: every use sits beside a visible label).
 */
const ICONS = {
  card: CreditCard,
  bank: Landmark,
  local: Smartphone,
  wallet: Wallet,
  timer: Timer,
  receipt: Receipt,
} as const;

export type IconName = keyof typeof ICONS;

export function Icon({ name, size = 22 }: { name: IconName; size?: number }) {
  return <SdkIcon icon={ICONS[name]} size={size} strokeWidth={1.8} />;
}

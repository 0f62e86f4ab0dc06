// Exposed as './BalanceEntry' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { BalanceEntry } from '../features/offer/components/BalanceEntry';

/** Widget for the host's sidebar: the balance and the limited offer's countdown. */
export default BalanceEntry;

// Exposed as './CoinOfferPopup' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { CoinOfferPopup } from '../features/offer/components/CoinOfferPopup';

/** Widget: the limited coin offer popup (mobile); props { routeName }. */
export default CoinOfferPopup;

// Exposed as './OfferBubble' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { OfferBubble } from '../features/offer/components/OfferBubble';

/** Widget: the limited offer's countdown bubble; props { routeName }. */
export default OfferBubble;

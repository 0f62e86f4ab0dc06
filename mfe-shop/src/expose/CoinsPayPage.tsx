// Exposed as './CoinsPayPage' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { CheckoutPage } from '../features/checkout/components/CheckoutPage';

export default CheckoutPage;

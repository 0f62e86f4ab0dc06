// Exposed as './CoinPayPage' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { CoinPaymentPage } from '../features/checkout/components/CoinPaymentPage';

export default CoinPaymentPage;

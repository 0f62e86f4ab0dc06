// Exposed as './ApplePay' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { ApplePayPage } from '../features/checkout/components/ApplePayPage';

export default ApplePayPage;

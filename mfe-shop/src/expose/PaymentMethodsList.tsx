// Exposed as './PaymentMethodsList' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { PaymentMethodsPage } from '../features/checkout/components/PaymentMethodsPage';

export default PaymentMethodsPage;

// Exposed as './PaymentMethodsList' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { PaymentMethodsPage } from '../features/cards/components/PaymentMethodsPage';

export default PaymentMethodsPage;

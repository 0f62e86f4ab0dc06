// Exposed as './RefundBack' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { RefundStatusPage } from '../features/orders/components/RefundStatusPage';

export default RefundStatusPage;

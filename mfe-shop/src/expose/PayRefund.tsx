// Exposed as './PayRefund' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { RefundPage } from '../features/orders/components/RefundPage';

export default RefundPage;

// Exposed as './PayOrderList' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { OrderListPage } from '../features/orders/components/OrderListPage';

export default OrderListPage;

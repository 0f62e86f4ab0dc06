// Exposed as './PaymentInfoAdd' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { AddCardPage } from '../features/checkout/components/AddCardPage';

export default AddCardPage;

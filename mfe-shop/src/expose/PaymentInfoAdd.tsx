// Exposed as './PaymentInfoAdd' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { AddCardPage } from '../features/cards/components/AddCardPage';

export default AddCardPage;

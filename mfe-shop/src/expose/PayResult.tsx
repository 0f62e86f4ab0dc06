// Exposed as './PayResult' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { PayResultPage } from '../features/result/components/PayResultPage';

export default PayResultPage;

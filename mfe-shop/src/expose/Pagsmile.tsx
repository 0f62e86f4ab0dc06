// Exposed as './Pagsmile' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { PagsmilePage } from '../features/checkout/components/PagsmilePage';

export default PagsmilePage;

// Exposed as './Backpack' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { BackpackPage } from '../features/backpack/components/BackpackPage';

export default BackpackPage;

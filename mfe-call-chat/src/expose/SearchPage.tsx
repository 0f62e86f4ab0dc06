// Exposed as './SearchPage' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { SearchPage } from '../features/search/components/SearchPage';

export default SearchPage;

// Exposed as './CoinPage' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { CoinShopPage } from '../features/coins/components/CoinShopPage';

export default CoinShopPage;

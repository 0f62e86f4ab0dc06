// Exposed as './CardList' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { CardListPage } from '../features/checkout/components/CardListPage';

export default CardListPage;

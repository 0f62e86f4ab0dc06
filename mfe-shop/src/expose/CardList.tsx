// Exposed as './CardList' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { CardListPage } from '../features/cards/components/CardListPage';

export default CardListPage;

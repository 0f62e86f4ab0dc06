// Exposed as './CardPage' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { CardPage } from '../features/cards/components/CardPage';

export default CardPage;

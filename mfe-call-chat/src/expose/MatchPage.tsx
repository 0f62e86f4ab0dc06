// Exposed as './MatchPage' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { MatchPage } from '../features/match/components/MatchPage';

export default MatchPage;

// Exposed as './MatchCall' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { MatchCallPage } from '../features/match/components/MatchCallPage';

export default MatchCallPage;

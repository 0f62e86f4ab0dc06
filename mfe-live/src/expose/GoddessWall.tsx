// Exposed as './GoddessWall' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { WallPage } from '../features/wall/components/WallPage';

export default WallPage;

// Exposed as './FriendPage' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { FriendProfilePage } from '../features/friends/components/FriendProfilePage';

export default FriendProfilePage;

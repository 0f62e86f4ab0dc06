// Exposed as './FriendsPage' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { FriendsPage } from '../features/friends/components/FriendsPage';

export default FriendsPage;

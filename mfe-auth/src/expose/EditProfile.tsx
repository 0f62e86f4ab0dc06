// Exposed as './EditProfile' (docs/CONTRACTS.md). Thin on purpose: the page lives in features/.
import { EditProfilePage } from '../features/profile/components/EditProfilePage';

export default EditProfilePage;

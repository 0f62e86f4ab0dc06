// Exposed as './ActivityPage' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { ActivityPage } from '../features/activity/components/ActivityPage';

export default ActivityPage;

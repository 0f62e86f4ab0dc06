// Exposed as './CheckInTip' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { CheckInTip } from '../features/checkin/components/CheckInTip';

export default CheckInTip;

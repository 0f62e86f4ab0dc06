// Exposed as './LiveEnterPopup' (docs/CONTRACTS.md "Page slots"). Thin on purpose: the component lives in features/.
import { LiveEnterPopup } from '../features/live-enter/components/LiveEnterPopup';

export default LiveEnterPopup;

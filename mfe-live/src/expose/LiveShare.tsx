// Exposed as './LiveShare' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { LiveSharePage } from '../features/live-share/components/LiveSharePage';

export default LiveSharePage;

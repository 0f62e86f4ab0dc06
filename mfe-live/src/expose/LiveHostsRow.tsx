// Exposed as './LiveHostsRow' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { LiveHostsRow } from '../features/live-hosts/components/LiveHostsRow';

export default LiveHostsRow;

// Exposed as './IMSayHiSession' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { SayHiPage } from '../features/messages/components/SayHiPage';

export default SayHiPage;

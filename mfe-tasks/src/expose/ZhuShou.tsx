// Exposed as './ZhuShou' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { AssistantPage } from '../features/assistant/components/AssistantPage';

export default AssistantPage;

// Exposed as './PushPrompt' (docs/CONTRACTS.md). Thin on purpose: the widget lives in features/.
import { PushPrompt } from '../features/push/components/PushPrompt';

export default PushPrompt;

// Exposed as './InstallPrompt' (docs/CONTRACTS.md). Thin on purpose: the widget lives in features/.
import { InstallPrompt } from '../features/install/components/InstallPrompt';

export default InstallPrompt;

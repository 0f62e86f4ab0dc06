// Exposed as './LivCam' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { LivCamPage } from '../features/landing/components/LivCamPage';

export default LivCamPage;

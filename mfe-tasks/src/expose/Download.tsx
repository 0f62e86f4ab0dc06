// Exposed as './Download' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { DownloadPage } from '../features/download/components/DownloadPage';

export default DownloadPage;

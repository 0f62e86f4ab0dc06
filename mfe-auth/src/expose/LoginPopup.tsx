// Exposed as './LoginPopup' (docs/CONTRACTS.md): props { source: string; onClose(): void }.
import { LoginPopup } from '../features/login/components/LoginPopup';

export default LoginPopup;

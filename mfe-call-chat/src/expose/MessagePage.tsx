// Exposed as './MessagePage' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { MessagePage } from '../features/messages/components/MessagePage';

export default MessagePage;

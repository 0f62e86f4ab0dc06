// Exposed as './IMMessageSession' (docs/CONTRACTS.md). Thin on purpose: the component lives in features/.
import { ConversationPage } from '../features/messages/components/ConversationPage';

export default ConversationPage;

// Exposed as './MessagingLayer' (docs/CONTRACTS.md): mounted once by the host after login, outside
// the routes; props { routeName, prefix }. Runs the message store and shows the message banner.
import { MessagingLayer } from '../features/messages/components/MessagingLayer';

export default MessagingLayer;

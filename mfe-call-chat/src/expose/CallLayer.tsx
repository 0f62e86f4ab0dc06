// Exposed as './CallLayer' (docs/CONTRACTS.md): mounted once by the host after login, outside the routes.
import { CallLayer } from '../features/call/components/CallLayer';

export default CallLayer;

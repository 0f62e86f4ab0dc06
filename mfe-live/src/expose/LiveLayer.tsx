// Exposed as './LiveLayer' (docs/CONTRACTS.md): mounted once by the host after login, outside the
// routes. It answers the SDK's requestLive and shows the live room and the mini player.
import { LiveLayer } from '../features/live-layer/components/LiveLayer';

export default function LiveLayerExpose() {
  return <LiveLayer />;
}

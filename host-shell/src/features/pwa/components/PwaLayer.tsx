import { PwaPromptsSlot } from './PwaPromptsSlot';
import { ServiceWorkerBridge } from './ServiceWorkerBridge';

/** The web-app layer (a chunk of its own, mounted by PwaAfterLoad inside the router). */
export default function PwaLayer() {
  return (
    <>
      <PwaPromptsSlot />
      <ServiceWorkerBridge />
    </>
  );
}

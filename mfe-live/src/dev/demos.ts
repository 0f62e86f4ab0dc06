import type { DevEntry } from 'shared-sdk/dev';
import { EndDemo } from '../features/live-end/EndDemo';
import { PanelsDemo } from '../features/live-room/components/panels/PanelsDemo';

/**
 * Demos on the standalone dev page that are not exposed modules: the live room's panels and the
 * live-ended page over a demo room (/dev/panels?show=…, /dev/end; docs/screenshots/shoot-panels.mjs).
 */
export const demos: DevEntry[] = [
  { expose: './panels', Component: PanelsDemo },
  { expose: './end', Component: EndDemo },
];

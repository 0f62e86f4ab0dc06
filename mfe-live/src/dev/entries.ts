import type { DevEntry } from 'shared-sdk/dev';
import GoddessWall from '../expose/GoddessWall';
import LiveEnterPopup from '../expose/LiveEnterPopup';
import LiveHostsRow from '../expose/LiveHostsRow';
import LiveLayer from '../expose/LiveLayer';
import LiveShare from '../expose/LiveShare';

/** Every exposed module of mfe_live, on its route (slots on /dev/<name>). */
export const entries: DevEntry[] = [
  { expose: './GoddessWall', route: 'GoddessWall', Component: GoddessWall },
  {
    expose: './LiveShare',
    route: 'LiveShare',
    params: { shareId: 'demo-share' },
    Component: LiveShare,
  },
  { expose: './LiveHostsRow', Component: LiveHostsRow },
  { expose: './LiveEnterPopup', Component: LiveEnterPopup },
  // The always-on layer: renders nothing until a live is opened (requestLive).
  { expose: './LiveLayer', Component: LiveLayer },
];

import type { DevEntry } from 'shared-sdk/dev';
import ActivityPage from '../expose/ActivityPage';
import CheckInTip from '../expose/CheckInTip';
import Download from '../expose/Download';
import InstallPrompt from '../expose/InstallPrompt';
import PushPrompt from '../expose/PushPrompt';
import TaskEntry from '../expose/TaskEntry';
import TaskList from '../expose/TaskList';
import ZhuShou from '../expose/ZhuShou';

/** Every exposed module of mfe_tasks, on its route (slots on /dev/<name>). */
export const entries: DevEntry[] = [
  { expose: './TaskList', route: 'TaskList', Component: TaskList },
  { expose: './ActivityPage', route: 'ActivityPage', Component: ActivityPage },
  { expose: './ZhuShou', route: 'ZhuShou', Component: ZhuShou },
  { expose: './Download', route: 'downLoad', Component: Download },
  { expose: './TaskEntry', Component: TaskEntry },
  { expose: './CheckInTip', Component: CheckInTip },
  { expose: './InstallPrompt', Component: InstallPrompt },
  { expose: './PushPrompt', Component: PushPrompt },
];

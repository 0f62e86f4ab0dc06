// The standalone dev page (`pnpm --filter mfe-tasks dev`, http://localhost:3005/).
import { createRoot } from 'react-dom/client';
import { entries } from './dev/entries';
import { StandaloneApp } from 'shared-sdk/dev';

createRoot(document.getElementById('root')!).render(
  <StandaloneApp remote="mfe_tasks" entries={entries} />,
);

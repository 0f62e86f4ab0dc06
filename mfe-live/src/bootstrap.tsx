// The standalone dev page (`pnpm --filter mfe-live dev`, http://localhost:3003/).
import { createRoot } from 'react-dom/client';
import { demos } from './dev/demos';
import { entries } from './dev/entries';
import { StandaloneApp } from 'shared-sdk/dev';

createRoot(document.getElementById('root')!).render(
  <StandaloneApp remote="mfe_live" entries={[...entries, ...demos]} />,
);

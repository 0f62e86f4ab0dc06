// The standalone dev page (`pnpm --filter mfe-call-chat dev`, http://localhost:3002/).
import { createRoot } from 'react-dom/client';
import { entries } from './dev/entries';
import { StandaloneApp } from 'shared-sdk/dev';

createRoot(document.getElementById('root')!).render(
  <StandaloneApp remote="mfe_call_chat" entries={entries} />,
);

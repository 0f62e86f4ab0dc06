// The standalone dev page (`pnpm --filter mfe-auth dev`, http://localhost:3001/).
import { createRoot } from 'react-dom/client';
import LoginPopup from './expose/LoginPopup';
import { entries } from './dev/entries';
import { StandaloneApp } from 'shared-sdk/dev';

createRoot(document.getElementById('root')!).render(
  <StandaloneApp remote="mfe_auth" entries={entries} loginPopup={LoginPopup} />,
);

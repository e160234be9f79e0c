import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { takeBoot } from './api/boot.ts';
import { browserTokenEnv } from './api/session-token.ts';
import { loadGameUi } from './games/index.ts';
import { App } from './shell/app.tsx';
import './shell/tokens.css';
import './ui/ui.css';
import './shell/shell.css';

// Once per page, before the first render: the session a launch link's page came with.
const boot = takeBoot({ ...browserTokenEnv(), document });
// Its engine's code is asked for (and evaluated) while React starts; the app awaits the same.
if (boot) loadGameUi(boot.session.game.engine).catch(() => undefined);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App boot={boot} />
  </StrictMode>,
);

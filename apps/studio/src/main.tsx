import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './shell/app.tsx';
import './shell/fonts.css';
import './shell/tokens.css';
import './ui/ui.css';
import './shell/shell.css';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

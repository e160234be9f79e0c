import { createRoot } from 'react-dom/client';

// The frame shell (session, balance bar, history, info panel) replaces this placeholder.
createRoot(document.getElementById('root') as HTMLElement).render(<p>Croupier Studio</p>);

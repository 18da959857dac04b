import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';
import './i18n/index.ts';
// Every game's words and rule codes join i18n before the first page renders: an error of any game reads on any page.
import './games/registry.ts';
import './styles.css';
import './lobby/lobby.css';
import './table/table.css';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);

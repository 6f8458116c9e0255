import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { setupI18n } from './app/i18n';
import { setupIcons } from './app/icons';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

setupIcons();

// Texts must be ready before the first paint, or Spanish visitors would see keys flash by.
void setupI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

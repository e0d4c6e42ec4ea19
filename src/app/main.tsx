import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { App } from './App';
import { http } from './api/http';
import { installForbiddenRedirect } from './api/forbidden';
import { EnvironmentError } from './components/EnvironmentError';
import { findEnvironmentProblem } from './environment';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const problem = findEnvironmentProblem();
if (problem) {
  createRoot(container).render(<EnvironmentError problem={problem} />);
} else {
  installForbiddenRedirect(http);
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

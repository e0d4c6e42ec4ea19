import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { App } from './App';
import { installAuthInterceptors, restoreLogin } from './api/auth';
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
  // Bearer tokens and the refresh-on-401 retry on every API call; a stored login comes back.
  installAuthInterceptors(http);
  void restoreLogin();
  installForbiddenRedirect(http);
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

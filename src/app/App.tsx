import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { CrashProbe } from './components/CrashProbe';
import { ErrorBoundary } from './components/ErrorBoundary';
import { CriticalFailure } from './components/ErrorFallbacks';
import { Layout } from './layout/Layout';
import { ReplayDock } from './replay/ReplayDock';
import { AppRoutes } from './routing/AppRoutes';
import { NavigationBridge } from './routing/navigation';
import { LobbyConnector } from './socket/LobbyConnector';
import { theme } from './theme';

/** Anything the shell itself fails to draw ends in the critical error page, cleared on navigation. */
function Shell() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <CriticalFailure error={error} />}>
      <CrashProbe level="critical" />
      <Layout>
        <AppRoutes />
      </Layout>
    </ErrorBoundary>
  );
}

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <NavigationBridge />
        <LobbyConnector />
        <Shell />
        <ReplayDock />
      </BrowserRouter>
    </ThemeProvider>
  );
}

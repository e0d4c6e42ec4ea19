import { Box, CircularProgress } from '@mui/material';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CrashProbe } from '../components/CrashProbe';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { RenderFailure } from '../components/ErrorFallbacks';
import { Toasts } from '../components/Toasts';
import { selectGameStarted, useLobbyStore } from '../stores/lobby';
import { useShellStore } from '../stores/shell';
import { Background } from './Background';
import { NavBar } from './NavBar';

/** Shown while a lazily loaded page arrives. */
export function PageLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }} aria-label="Loading">
      <CircularProgress />
    </Box>
  );
}

/**
 * The root view: background, navigation bar (hidden while a game is started or when the board
 * asks for the whole screen) and the routed content inside an error boundary.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const gameStarted = useLobbyStore(selectGameStarted);
  const navigationHidden = useShellStore((s) => s.navigationHidden);
  return (
    <>
      <Background />
      {gameStarted || navigationHidden ? null : <NavBar />}
      <Box component="main" sx={{ minHeight: 'calc(100vh - 56px)' }}>
        <ErrorBoundary resetKey={pathname} fallback={() => <RenderFailure />}>
          <CrashProbe level="render" />
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </ErrorBoundary>
      </Box>
      <Toasts />
    </>
  );
}

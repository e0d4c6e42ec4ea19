import { Alert, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuthStore } from '../../stores/auth';

/** The deck pages are for signed-in players; others are pointed at the login page. */
export function LoginRequired({ children }: { children: ReactNode }) {
  const signedIn = useAuthStore((s) => s.token !== null || s.user !== null);
  if (signedIn) return <>{children}</>;
  return (
    <Alert severity="info" sx={{ m: 2 }}>
      Please{' '}
      <Link component={RouterLink} to="/login">
        log in
      </Link>{' '}
      to see and build your decks.
    </Alert>
  );
}

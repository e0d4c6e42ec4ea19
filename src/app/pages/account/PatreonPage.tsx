import { Alert } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ClientUser } from '../../../protocol/user';
import { http } from '../../api/http';
import { ApiStatus } from '../../components/ApiStatus';
import { useAuthStore } from '../../stores/auth';
import { AccountPanel, Loading, useRequestStatus } from './AccountPanel';

export const LINK_SUCCESS =
  'Your account was linked successfully. Please wait while you are redirected.';
export const LINK_FAILURE =
  'Your account was not successfully linked.  Please wait while we redirect you.';
const REDIRECT_MS = 2000;

/** Where the supporter service sends the browser back with a code to link the account. */
export function PatreonPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const navigate = useNavigate();
  const loggedIn = useAuthStore((s) => s.user !== null);
  const request = useRequestStatus();
  const { start, succeed, fail, clear, later } = request;
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !loggedIn) return;
    sent.current = true;
    const home = () => {
      clear();
      navigate('/');
    };
    if (!code) {
      fail(LINK_FAILURE);
      later(REDIRECT_MS, home);
      return;
    }
    start();
    http.post<{ user: ClientUser }>('/api/account/linkPatreon', { code }).then(
      (response) => {
        useAuthStore.getState().setUser(response.data.user);
        succeed(LINK_SUCCESS);
        later(REDIRECT_MS, home);
      },
      () => {
        fail(LINK_FAILURE);
        later(REDIRECT_MS, home);
      },
    );
  }, [code, loggedIn, navigate, start, succeed, fail, clear, later]);

  return (
    <AccountPanel title="Supporter account">
      {!loggedIn ? (
        <Alert severity="error">You need to be logged in to view your profile.</Alert>
      ) : request.status?.loading ? (
        <Loading text="Linking your account, please wait..." />
      ) : (
        <ApiStatus state={request.status} />
      )}
    </AccountPanel>
  );
}

import { Alert } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { http } from '../../api/http';
import { ApiStatus } from '../../components/ApiStatus';
import { AccountPanel, Loading, useRequestStatus } from './AccountPanel';

export const ACTIVATION_SUCCESS =
  'Your account has been activated. You will shortly be redirected to the login page.';
const REDIRECT_MS = 3000;

/** Activates the account of an emailed link (id, token) as soon as it opens. */
export function ActivationPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const token = params.get('token');
  const navigate = useNavigate();
  const request = useRequestStatus();
  const { start, succeed, fail, clear, later } = request;
  const sent = useRef(false);

  useEffect(() => {
    if (!id || !token || sent.current) return;
    sent.current = true;
    start();
    http.post('/api/account/activate', { id, token }).then(
      () => {
        succeed(ACTIVATION_SUCCESS);
        later(REDIRECT_MS, () => {
          clear();
          navigate('/login');
        });
      },
      (error: unknown) => fail(error),
    );
  }, [id, token, navigate, start, succeed, fail, clear, later]);

  return (
    <AccountPanel title="Account activation">
      {!id || !token ? (
        <Alert severity="error">
          This page is not intended to be viewed directly. Please click on the link in your email to
          activate your account
        </Alert>
      ) : request.status?.loading ? (
        <Loading text="Activating your account, please wait..." />
      ) : (
        <ApiStatus state={request.status} />
      )}
    </AccountPanel>
  );
}

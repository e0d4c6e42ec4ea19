import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../api/auth';
import { AccountPanel } from './AccountPanel';

/** Logs out at once and goes home. */
export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void logout().then(() => {
      if (active) navigate('/', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return (
    <AccountPanel title="Logout">
      <Typography>Logging you out of your account, please wait..</Typography>
    </AccountPanel>
  );
}

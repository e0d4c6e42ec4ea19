import { Box, Link } from '@mui/material';
import { yupResolver } from '@hookform/resolvers/yup';
import type { AxiosError } from 'axios';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { AuthResponse, LoginRequest } from '../../../protocol/account';
import { loginSchema } from '../../../protocol/account';
import { http } from '../../api/http';
import { useAuthStore } from '../../stores/auth';
import {
  AccountPanel,
  FormField,
  RequestForm,
  SubmitButton,
  useRequestStatus,
} from './AccountPanel';

export const LOGIN_SUCCESS = 'Login successful, redirecting you to the home page';
export const INVALID_LOGIN = 'Invalid username/password';
/** How long the success message shows before going home. */
const REDIRECT_MS = 500;

export function LoginPage() {
  const navigate = useNavigate();
  const request = useRequestStatus();
  const { control, handleSubmit } = useForm<LoginRequest>({
    resolver: yupResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = async (values: LoginRequest) => {
    request.start();
    try {
      const { data } = await http.post<AuthResponse>('/api/account/login', values);
      // Storing the token re-authenticates the lobby socket through the auth store.
      useAuthStore.getState().setLogin(data.user, data.token, data.refreshToken);
      request.succeed(LOGIN_SUCCESS);
      request.later(REDIRECT_MS, () => {
        request.clear();
        navigate('/');
      });
    } catch (error) {
      const status = (error as AxiosError).response?.status;
      request.fail(status === 401 ? INVALID_LOGIN : error);
    }
  };

  return (
    <AccountPanel title="Login">
      <RequestForm request={request} handleSubmit={handleSubmit} onValid={onSubmit}>
        <FormField
          control={control}
          name="username"
          label="Username"
          placeholder="Please enter your username"
          autoComplete="username"
          autoFocus
        />
        <FormField
          control={control}
          name="password"
          label="Password"
          type="password"
          placeholder="Please enter your password"
          autoComplete="current-password"
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 2 }}>
          <Link component={RouterLink} to="/forgot">
            Forgotten your password?
          </Link>
          <SubmitButton request={request}>Login</SubmitButton>
        </Box>
      </RequestForm>
    </AccountPanel>
  );
}

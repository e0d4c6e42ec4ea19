import { Link, Typography } from '@mui/material';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { AuthResponse, RegisterForm, RegisterResponse } from '../../../protocol/account';
import { registerFormSchema } from '../../../protocol/account';
import { http } from '../../api/http';
import { useAuthStore } from '../../stores/auth';
import {
  AccountPanel,
  FormField,
  RequestForm,
  SubmitButton,
  useRequestStatus,
} from './AccountPanel';

/** Shown when the new account is logged in at once (no activation needed). */
export const REGISTERED_AND_LOGGED_IN =
  'Your account was successfully registered.  You are now logged in.';
const REDIRECT_MS = 2000;

/** Logs the new account in; false when that failed (the login page can still be used). */
async function logIn(username: string, password: string): Promise<boolean> {
  try {
    const { data } = await http.post<AuthResponse>('/api/account/login', { username, password });
    useAuthStore.getState().setLogin(data.user, data.token, data.refreshToken);
    return true;
  } catch {
    return false;
  }
}

export function RegisterPage() {
  const navigate = useNavigate();
  const request = useRequestStatus();
  const { control, handleSubmit } = useForm<RegisterForm>({
    resolver: yupResolver(registerFormSchema),
    defaultValues: { username: '', email: '', password: '', password1: '' },
  });

  const onSubmit = async ({ username, email, password }: RegisterForm) => {
    request.start();
    try {
      const { data } = await http.post<RegisterResponse>('/api/account/register', {
        username,
        email,
        password,
      });
      if (data.activationRequired) {
        // The emailed link must be followed first; the server's message says so.
        request.succeed(data.message);
        request.later(REDIRECT_MS, () => navigate('/login'));
        return;
      }
      // A new player is logged in straight away rather than asked to type it all again.
      if (await logIn(username, password)) {
        request.succeed(REGISTERED_AND_LOGGED_IN);
        request.later(REDIRECT_MS, () => navigate('/'));
      } else {
        // The account exists; the login page is the way on ("You can now proceed to login").
        request.succeed(data.message);
        request.later(REDIRECT_MS, () => navigate('/login'));
      }
    } catch (error) {
      request.fail(error);
    }
  };

  return (
    <AccountPanel title="Register an account">
      <Typography color="text.secondary">
        We will never share your email address. See our{' '}
        <Link component={RouterLink} to="/privacy">
          privacy policy
        </Link>{' '}
        for how we use your details.
      </Typography>
      <RequestForm request={request} handleSubmit={handleSubmit} onValid={onSubmit}>
        <FormField
          control={control}
          name="username"
          label="Username"
          autoComplete="username"
          helperText="3 to 15 characters: letters, numbers, _ and -"
          autoFocus
        />
        <FormField
          control={control}
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
        />
        <FormField
          control={control}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
        />
        <FormField
          control={control}
          name="password1"
          label="Password (again)"
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton request={request} sx={{ mt: 2 }}>
          Register
        </SubmitButton>
      </RequestForm>
    </AccountPanel>
  );
}

import { Link, Typography } from '@mui/material';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { RegisterForm } from '../../../protocol/account';
import { registerFormSchema } from '../../../protocol/account';
import { http } from '../../api/http';
import {
  AccountPanel,
  FormField,
  RequestForm,
  SubmitButton,
  useRequestStatus,
} from './AccountPanel';

export const REGISTER_SUCCESS =
  'Your account was successfully registered.  You can now proceed to login.';
const REDIRECT_MS = 2000;

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
      await http.post('/api/account/register', { username, email, password });
      request.succeed(REGISTER_SUCCESS);
      request.later(REDIRECT_MS, () => navigate('/login'));
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

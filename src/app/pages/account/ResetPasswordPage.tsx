import { Alert } from '@mui/material';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ResetPasswordForm } from '../../../protocol/account';
import { resetPasswordFormSchema } from '../../../protocol/account';
import { http } from '../../api/http';
import {
  AccountPanel,
  FormField,
  RequestForm,
  SubmitButton,
  useRequestStatus,
} from './AccountPanel';

export const RESET_SUCCESS =
  'Your password has been changed.  You will shortly be redirected to the login page.';
const REDIRECT_MS = 3000;

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const token = params.get('token');
  const navigate = useNavigate();
  const request = useRequestStatus();
  const { control, handleSubmit } = useForm<ResetPasswordForm>({
    resolver: yupResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', newPasswordAgain: '' },
  });

  if (!id || !token) {
    return (
      <AccountPanel title="Reset password">
        <Alert severity="error">
          {
            'This page is not intended to be viewed directly.  Please click on the link in your email to reset your password'
          }
        </Alert>
      </AccountPanel>
    );
  }

  const onSubmit = async ({ newPassword }: ResetPasswordForm) => {
    request.start();
    try {
      await http.post('/api/account/password-reset-finish', { id, token, newPassword });
      request.succeed(RESET_SUCCESS);
      request.later(REDIRECT_MS, () => navigate('/login'));
    } catch (error) {
      request.fail(error);
    }
  };

  return (
    <AccountPanel title="Reset password">
      <RequestForm request={request} handleSubmit={handleSubmit} onValid={onSubmit}>
        <FormField
          control={control}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          autoFocus
        />
        <FormField
          control={control}
          name="newPasswordAgain"
          label="New password (again)"
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton request={request} sx={{ mt: 2 }}>
          Submit
        </SubmitButton>
      </RequestForm>
    </AccountPanel>
  );
}

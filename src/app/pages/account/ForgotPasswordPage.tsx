import { FormHelperText } from '@mui/material';
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { ForgotPasswordRequest } from '../../../protocol/account';
import { forgotPasswordSchema } from '../../../protocol/account';
import { http } from '../../api/http';
import {
  AccountPanel,
  FormField,
  RequestForm,
  SubmitButton,
  useRequestStatus,
} from './AccountPanel';
import { Captcha } from './Captcha';

const SUCCESS_CLEAR_MS = 3000;

export function ForgotPasswordPage() {
  const request = useRequestStatus();
  const [captchaRound, setCaptchaRound] = useState(0);
  const { control, handleSubmit, setValue, reset } = useForm<ForgotPasswordRequest>({
    resolver: yupResolver(forgotPasswordSchema),
    defaultValues: { username: '', captcha: '' },
  });
  const onCaptcha = useCallback(
    (solution: string | null) =>
      setValue('captcha', solution ?? '', { shouldValidate: solution !== null }),
    [setValue],
  );

  const onSubmit = async (values: ForgotPasswordRequest) => {
    request.start();
    try {
      const { data } = await http.post<{ message: string }>('/api/account/password-reset', values);
      request.succeed(data.message);
      reset({ username: '', captcha: '' });
      request.later(SUCCESS_CLEAR_MS, request.clear);
    } catch (error) {
      request.fail(error);
    }
    // A captcha solution is spent once sent.
    setValue('captcha', '');
    setCaptchaRound((round) => round + 1);
  };

  return (
    <AccountPanel title="Forgot password">
      <RequestForm request={request} handleSubmit={handleSubmit} onValid={onSubmit}>
        <FormField
          control={control}
          name="username"
          label="Username or email address"
          placeholder="Please enter your username or email address"
          autoFocus
        />
        <Controller
          control={control}
          name="captcha"
          render={({ fieldState }) => (
            <>
              <Captcha key={captchaRound} onChange={onCaptcha} />
              {fieldState.error && (
                <FormHelperText error>{fieldState.error.message}</FormHelperText>
              )}
            </>
          )}
        />
        <SubmitButton request={request}>Submit</SubmitButton>
      </RequestForm>
    </AccountPanel>
  );
}

import { Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import type { SxProps, TextFieldProps, Theme } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type {
  Control,
  FieldPath,
  FieldValues,
  SubmitHandler,
  UseFormHandleSubmit,
} from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { FORM_ERROR_MESSAGE } from '../../../protocol/account';
import { errorMessage } from '../../api/http';
import { ApiStatus } from '../../components/ApiStatus';
import type { ApiRequestStatus } from '../../stores/apiStatus';

/** The framed panel every account and admin page sits in. */
export function AccountPanel({
  title,
  children,
  maxWidth = 560,
}: {
  title: string;
  children: ReactNode;
  maxWidth?: number;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
      <Paper sx={{ p: 3, width: '100%', maxWidth }} component="section" aria-label={title}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}

/** A text field bound to a react-hook-form control, showing its validation message. */
export function FormField<T extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T>; name: FieldPath<T> } & Omit<TextFieldProps, 'name'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ''}
          id={name}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? props.helperText}
          fullWidth
          margin="normal"
        />
      )}
    />
  );
}

export function Loading({ text }: { text: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 2 }} role="status">
      <CircularProgress size={18} />
      <Typography>{text}</Typography>
    </Box>
  );
}

/** How long a success banner stays before it clears itself. */
const SUCCESS_SHOWN_MS = 5000;

/**
 * The status of one request for an ApiStatus banner, with timers that clear it (or do
 * something next) after a delay; timers die with the page.
 */
export function useRequestStatus() {
  const [status, setStatus] = useState<ApiRequestStatus | undefined>(undefined);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  const later = useCallback((ms: number, action: () => void) => {
    timers.current.push(setTimeout(action, ms));
  }, []);
  const api = {
    status,
    start: () => setStatus({ loading: true, success: false, message: null }),
    succeed: (message: string | string[] | null) =>
      setStatus({ loading: false, success: true, message }),
    fail: (error: unknown) =>
      setStatus({
        loading: false,
        success: false,
        message: typeof error === 'string' || Array.isArray(error) ? error : errorMessage(error),
      }),
    clear: () => setStatus(undefined),
    later,
    /**
     * Sends a request that answers `{message}`: loading, then that message as the success
     * banner for 5 s, or the error. Resolves to the reply, or null when it failed.
     */
    async send<T extends { message: string }>(request: () => Promise<{ data: T }>) {
      api.start();
      try {
        const { data } = await request();
        api.succeed(data.message);
        later(SUCCESS_SHOWN_MS, api.clear);
        return data;
      } catch (error) {
        api.fail(error);
        return null;
      }
    },
  };
  return api;
}

type RequestStatus = ReturnType<typeof useRequestStatus>;

/**
 * A react-hook-form form under its request's status banner: valid values go to `onValid`,
 * an invalid submit shows the shared form error.
 */
export function RequestForm<T extends FieldValues>({
  request,
  handleSubmit,
  onValid,
  children,
}: {
  request: RequestStatus;
  handleSubmit: UseFormHandleSubmit<T>;
  onValid: SubmitHandler<T>;
  children: ReactNode;
}) {
  return (
    <>
      <ApiStatus state={request.status} onClose={request.clear} />
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(onValid, () => request.fail(FORM_ERROR_MESSAGE))}
      >
        {children}
      </Box>
    </>
  );
}

/** A form's submit button, disabled with a spinner while its request runs. */
export function SubmitButton({
  request,
  children,
  sx,
}: {
  request: RequestStatus;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const loading = request.status?.loading === true;
  return (
    <Button type="submit" variant="contained" sx={sx} disabled={loading}>
      {children}
      {loading && <CircularProgress size={16} sx={{ ml: 1 }} />}
    </Button>
  );
}

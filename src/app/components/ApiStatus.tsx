import { Alert, Box } from '@mui/material';
import type { ApiRequestStatus } from '../stores/apiStatus';
import { linkify } from './linkify';

export interface ApiStatusProps {
  state: ApiRequestStatus | undefined;
  onClose?: () => void;
}

/**
 * The outcome banner of a request: nothing while loading or without a message, green on
 * success, red otherwise; dismissible; a list of messages is shown as a list.
 */
export function ApiStatus({ state, onClose }: ApiStatusProps) {
  if (!state || state.loading || !state.message) return null;
  const message = state.message;
  return (
    <Alert
      severity={state.success ? 'success' : 'error'}
      variant="filled"
      onClose={onClose}
      role={state.success ? 'status' : 'alert'}
      sx={{ my: 1 }}
    >
      {Array.isArray(message) ? (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {message.map((line, index) => (
            <li key={index}>{linkify(line)}</li>
          ))}
        </Box>
      ) : (
        linkify(message)
      )}
    </Alert>
  );
}

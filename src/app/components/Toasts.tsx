import { Alert, Box, Slide } from '@mui/material';
import { useToastStore } from '../stores/toasts';

/**
 * The toast stack in the top-right corner (left of the game board's sidebar), newest on top;
 * none while the board's streamer view holds them back.
 */
export function Toasts() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const rightInset = useToastStore((s) => s.rightInset);
  const held = useToastStore((s) => s.held);
  if (held) return null;
  return (
    <Box
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: 72,
        right: rightInset + 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        width: 360,
        maxWidth: 'calc(100vw - 32px)',
        pointerEvents: 'none',
      }}
    >
      {toasts.map((toast) => (
        <Slide key={toast.id} direction="left" in mountOnEnter>
          <Alert
            severity={toast.severity}
            variant="filled"
            onClose={() => dismiss(toast.id)}
            sx={{ pointerEvents: 'auto', boxShadow: 6 }}
          >
            {toast.message}
          </Alert>
        </Slide>
      ))}
    </Box>
  );
}

import { Alert } from '@mui/material';
import type { AlertColor, SxProps, Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { linkify } from './linkify';

export type AlertType = 'default' | 'primary' | 'info' | 'warning' | 'danger' | 'success';

const SEVERITY: Record<AlertType, AlertColor> = {
  default: 'info',
  primary: 'info',
  info: 'info',
  warning: 'warning',
  danger: 'error',
  success: 'success',
};

export interface AlertPanelProps {
  type?: AlertType;
  /** A plain-text message; URLs in it become links. */
  message?: string;
  children?: ReactNode;
  onClose?: () => void;
  sx?: SxProps<Theme>;
}

/** A message panel of one of the six alert types, with clickable URLs. */
export function AlertPanel({ type = 'info', message, children, onClose, sx }: AlertPanelProps) {
  const neutral = type === 'default' || type === 'primary';
  return (
    <Alert
      severity={SEVERITY[type]}
      variant={type === 'primary' ? 'filled' : 'outlined'}
      icon={type === 'default' ? false : undefined}
      onClose={onClose}
      data-alert-type={type}
      sx={[
        { my: 1, bgcolor: 'rgba(20, 14, 10, 0.85)', '& a': { fontWeight: 600 } },
        neutral && type === 'default' ? { color: 'text.primary', borderColor: 'divider' } : false,
        type === 'primary' ? { bgcolor: 'primary.dark', color: 'primary.contrastText' } : false,
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {message !== undefined ? linkify(message) : null}
      {children}
    </Alert>
  );
}

import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { BannerNotice } from '../../../protocol/lobby';
import {
  NOTICE_MAX_LENGTH,
  NOTICE_TYPES,
  isNoticeType,
  lobbyNoticeSchema,
} from '../../../protocol/lobby-notice';
import type { NoticeType } from '../../../protocol/lobby-notice';
import { errorMessage, http } from '../../api/http';
import { ApiStatus } from '../../components/ApiStatus';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useRequestStatus } from '../account/AccountPanel';

const TYPE_LABELS: Record<NoticeType, string> = {
  info: 'Information',
  success: 'Good news',
  warning: 'Warning',
  danger: 'Danger',
};

/** Sets or clears the banner every lobby visitor sees (stored, sent live to the lobby). */
export function LobbyNoticeEditor() {
  const [current, setCurrent] = useState<BannerNotice | null | undefined>(undefined);
  const [message, setMessage] = useState('');
  const [type, setType] = useState<NoticeType>('info');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const request = useRequestStatus();

  useEffect(() => {
    let active = true;
    http.get<{ notice: BannerNotice | null }>('/api/lobby/notice').then(
      ({ data }) => {
        if (!active) return;
        setCurrent(data.notice);
        if (data.notice) {
          setMessage(data.notice.message);
          setType(data.notice.type ?? 'info');
        }
      },
      (error: unknown) => {
        if (active) setLoadError([errorMessage(error)].flat().join(' '));
      },
    );
    return () => {
      active = false;
    };
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    let body;
    try {
      body = lobbyNoticeSchema.validateSync({ message, type });
    } catch (error) {
      setFieldError(error instanceof Error ? error.message : String(error));
      return;
    }
    setFieldError(null);
    const data = await request.send(() =>
      http.put<{ notice: BannerNotice; message: string }>('/api/lobby/notice', body),
    );
    if (data) setCurrent(data.notice);
  };

  const clear = async () => {
    setConfirmClear(false);
    const data = await request.send(() => http.delete<{ message: string }>('/api/lobby/notice'));
    if (!data) return;
    setCurrent(null);
    setMessage('');
  };

  return (
    <Box component="section" aria-label="Lobby notice" sx={{ mt: 4 }}>
      <Typography variant="h6">Lobby notice</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {current === undefined
          ? loadError
            ? 'The lobby notice could not be loaded.'
            : 'Loading the lobby notice...'
          : current
            ? 'This notice is shown at the top of the lobby.'
            : 'No notice is shown in the lobby.'}
      </Typography>
      {loadError && <Alert severity="error">{loadError}</Alert>}
      <ApiStatus state={request.status} onClose={request.clear} />
      <Box component="form" noValidate onSubmit={(event) => void save(event)}>
        <TextField
          label="Notice text"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          error={!!fieldError}
          helperText={fieldError ?? `${message.length}/${NOTICE_MAX_LENGTH}`}
          multiline
          minRows={2}
          fullWidth
          margin="dense"
        />
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
          <TextField
            select
            label="Kind"
            size="small"
            value={type}
            onChange={(event) => {
              if (isNoticeType(event.target.value)) setType(event.target.value);
            }}
            sx={{ minWidth: 160 }}
          >
            {NOTICE_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" disabled={request.status?.loading === true}>
            Show notice
          </Button>
          <Button
            color="error"
            disabled={!current || request.status?.loading === true}
            onClick={() => setConfirmClear(true)}
          >
            Clear notice
          </Button>
        </Stack>
      </Box>
      <ConfirmDialog
        open={confirmClear}
        title="Clear the lobby notice"
        message="Remove the notice from the lobby for everyone?"
        confirmLabel="Clear"
        onConfirm={() => void clear()}
        onCancel={() => setConfirmClear(false)}
      />
    </Box>
  );
}

import {
  Box,
  Button,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { BanListEntry } from '../../../protocol/account';
import { banlistSchema } from '../../../protocol/account';
import { errorMessage, http } from '../../api/http';
import { ApiStatus } from '../../components/ApiStatus';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { AccountPanel, Loading, useRequestStatus } from '../account/AccountPanel';

/** YYYY-MM-DD in the browser's time zone. */
export function formatBanDate(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The IP ban list: banned addresses can neither register nor log in. */
export function BanlistPage() {
  const [entries, setEntries] = useState<BanListEntry[] | null>(null);
  const [ip, setIp] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<BanListEntry | null>(null);
  const request = useRequestStatus();
  const { fail } = request;

  useEffect(() => {
    let active = true;
    http.get<{ banlist: BanListEntry[] }>('/api/banlist').then(
      (response) => active && setEntries(response.data.banlist),
      (error: unknown) => active && fail(errorMessage(error)),
    );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once
  }, []);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    let body;
    try {
      body = banlistSchema.validateSync({ ip });
    } catch (error) {
      setFieldError(error instanceof Error ? error.message : String(error));
      return;
    }
    setFieldError(null);
    const data = await request.send(() =>
      http.post<{ entry: BanListEntry; message: string }>('/api/banlist', body),
    );
    if (!data) return;
    setEntries((list) => [data.entry, ...(list ?? [])]);
    setIp('');
  };

  const remove = async (entry: BanListEntry) => {
    setDeleting(null);
    const data = await request.send(() =>
      http.delete<{ id: number; message: string }>(`/api/banlist/${entry.id}`),
    );
    if (data) setEntries((list) => list?.filter((e) => e.id !== data.id) ?? null);
  };

  return (
    <AccountPanel title="Ban list" maxWidth={800}>
      <ApiStatus state={request.status} onClose={request.clear} />
      {!entries ? (
        request.status?.success === false ? null : (
          <Loading text="Loading banlist, please wait..." />
        )
      ) : (
        <>
          <Table size="small" aria-label="Ban list">
            <TableHead>
              <TableRow>
                <TableCell>Ip</TableCell>
                <TableCell>Added</TableCell>
                <TableCell>Added by</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{entry.ip}</TableCell>
                  <TableCell>{formatBanDate(entry.added)}</TableCell>
                  <TableCell>{entry.user}</TableCell>
                  <TableCell align="right">
                    <Button color="error" size="small" onClick={() => setDeleting(entry)}>
                      Delete
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {entries.length === 0 && (
            <Typography sx={{ my: 1 }} color="text.secondary">
              No addresses are banned.
            </Typography>
          )}
          <Typography variant="h6" sx={{ mt: 3 }}>
            Add new ip
          </Typography>
          <Box
            component="form"
            noValidate
            onSubmit={(event) => void add(event)}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            <TextField
              label="Ip address"
              size="small"
              value={ip}
              onChange={(event) => setIp(event.target.value)}
              error={!!fieldError}
              helperText={fieldError ?? ' '}
              slotProps={{ htmlInput: { 'aria-label': 'Ip address' } }}
            />
            <Button type="submit" variant="contained" disabled={request.status?.loading}>
              Add
              {request.status?.loading && <CircularProgress size={16} sx={{ ml: 1 }} />}
            </Button>
          </Box>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete ban"
        message={`Allow ${deleting?.ip ?? 'this address'} to register and log in again?`}
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </AccountPanel>
  );
}

import {
  Box,
  Button,
  CircularProgress,
  IconButton,
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
import { blockListSchema } from '../../../protocol/account';
import { http } from '../../api/http';
import { ApiStatus } from '../../components/ApiStatus';
import { useAuthStore } from '../../stores/auth';
import { AccountPanel, useRequestStatus } from './AccountPanel';
import { TrashIcon } from './icons';

/** The block list: blocked users cannot join your games; you do not see their chat or games. */
export function BlockListPage() {
  const user = useAuthStore((s) => s.user);
  const setUser = useAuthStore((s) => s.setUser);
  const [blockList, setBlockList] = useState<string[] | null>(null);
  const [username, setUsername] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const request = useRequestStatus();
  const account = user?.username;

  useEffect(() => {
    if (!account) return;
    let active = true;
    http.get<{ blockList: string[] }>(`/api/account/${encodeURIComponent(account)}/blocklist`).then(
      (response) => active && setBlockList(response.data.blockList),
      () => active && setBlockList(null),
    );
    return () => {
      active = false;
    };
  }, [account]);

  if (!user || !blockList) return null;
  const base = `/api/account/${encodeURIComponent(user.username)}/blocklist`;

  const apply = (list: string[]) => {
    setBlockList(list);
    setUser({ ...user, blockList: list });
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    let body;
    try {
      body = blockListSchema.validateSync({ username });
    } catch (error) {
      setFieldError(error instanceof Error ? error.message : String(error));
      return;
    }
    setFieldError(null);
    const data = await request.send(() =>
      http.post<{ blockList: string[]; message: string }>(base, body),
    );
    if (!data) return;
    apply(data.blockList);
    setUsername('');
  };

  const remove = async (name: string) => {
    const data = await request.send(() =>
      http.delete<{ blockList: string[]; message: string }>(`${base}/${encodeURIComponent(name)}`),
    );
    if (data) apply(data.blockList);
  };

  return (
    <AccountPanel title="Block list">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        It can sometimes become necessary to prevent someone joining your games, or stop seeing
        their messages, or both. Users on this list will not be able to join your games, and you
        will not see their chat messages or their games.
      </Typography>
      <ApiStatus state={request.status} onClose={request.clear} />
      <Box
        component="form"
        onSubmit={(event) => void add(event)}
        noValidate
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          label="Username"
          placeholder="Enter username to block"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={!!fieldError}
          helperText={fieldError ?? ' '}
          size="small"
          slotProps={{ htmlInput: { 'aria-label': 'Username' } }}
        />
        <Button type="submit" variant="contained" disabled={request.status?.loading}>
          Add
          {request.status?.loading && <CircularProgress size={16} sx={{ ml: 1 }} />}
        </Button>
      </Box>
      <Typography variant="h6" sx={{ mt: 2 }}>
        Users Blocked
      </Typography>
      {blockList.length === 0 ? (
        <Typography>No users currently blocked</Typography>
      ) : (
        <Table size="small" aria-label="Users Blocked">
          <TableHead>
            <TableRow>
              <TableCell>Username</TableCell>
              <TableCell align="right">Remove</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {blockList.map((name) => (
              <TableRow key={name}>
                <TableCell>{name}</TableCell>
                <TableCell align="right">
                  <IconButton aria-label={`Remove ${name}`} onClick={() => void remove(name)}>
                    <TrashIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AccountPanel>
  );
}

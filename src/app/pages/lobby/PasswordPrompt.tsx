import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { LobbyGame } from '../../../protocol/lobby';
import type { JoinType } from '../../stores/lobby';
import { useLobbyStore } from '../../stores/lobby';
import { lobbyActions } from './lobbyActions';

/** Asks for a game's password before joining or watching it. */
export function PasswordPrompt({ game, joinType }: { game: LobbyGame; joinType: JoinType }) {
  const passwordError = useLobbyStore((s) => s.passwordError);
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void lobbyActions.enter(game, joinType, password);
  };
  return (
    <Box component="form" onSubmit={submit} aria-label="Game password">
      <Stack spacing={2}>
        <Typography>
          The game <strong>{game.name}</strong> needs a password.
        </Typography>
        {passwordError && <Alert severity="error">{passwordError}</Alert>}
        <TextField
          autoFocus
          type="password"
          size="small"
          label="Password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained">
            {joinType}
          </Button>
          <Button onClick={() => lobbyActions.cancelPasswordPrompt()}>Cancel</Button>
        </Stack>
      </Stack>
    </Box>
  );
}

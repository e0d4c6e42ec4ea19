import { Box, Button, CircularProgress, TextField } from '@mui/material';
import { useState } from 'react';
import type { FormEvent } from 'react';

export const USERNAME_REQUIRED = 'Username must be specified';

/** The username search both user admin pages start with. */
export function UserSearch({
  loading,
  onSearch,
  initial = '',
}: {
  loading: boolean;
  onSearch: (username: string) => void;
  initial?: string;
}) {
  const [username, setUsername] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (!name) {
      setError(USERNAME_REQUIRED);
      return;
    }
    setError(null);
    onSearch(name);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        label="Username"
        size="small"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={!!error}
        helperText={error ?? ' '}
        autoFocus
        slotProps={{ htmlInput: { 'aria-label': 'Username' } }}
      />
      <Button type="submit" variant="contained" disabled={loading}>
        Search
        {loading && <CircularProgress size={16} sx={{ ml: 1 }} />}
      </Button>
    </Box>
  );
}

import {
  Autocomplete,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import type { AltCard } from '../../../protocol/account';
import { http } from '../../api/http';
import { ApiStatus } from '../../components/ApiStatus';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Loading, useRequestStatus } from '../account/AccountPanel';
import { TrashIcon } from '../account/icons';

interface AltsResponse {
  user: { username: string; altArts: Record<string, string[]> };
  alts: AltCard[];
}

/** Adds an alt to a map; one already held is ignored. */
export function withAlt(map: Record<string, string[]>, card: AltCard): Record<string, string[]> {
  const held = map[card.stub] ?? [];
  if (held.includes(card.alt)) return map;
  return { ...map, [card.stub]: [...held, card.alt] };
}

export function withoutAlt(
  map: Record<string, string[]>,
  stub: string,
  alt: string,
): Record<string, string[]> {
  const rest = (map[stub] ?? []).filter((a) => a !== alt);
  const next = { ...map };
  if (rest.length > 0) next[stub] = rest;
  else delete next[stub];
  return next;
}

/** A user's alt arts: the list with removal (after confirmation) and adding from the catalogue. */
export function AltArtsEditor({ username }: { username: string }) {
  const [data, setData] = useState<AltsResponse | null>(null);
  const [choice, setChoice] = useState<AltCard | null>(null);
  const [removing, setRemoving] = useState<{ stub: string; alt: string } | null>(null);
  const request = useRequestStatus();
  const { fail } = request;
  const path = `/api/user/${encodeURIComponent(username)}/alts`;

  useEffect(() => {
    let active = true;
    http.get<AltsResponse>(path).then(
      (response) => active && setData(response.data),
      (error: unknown) => active && fail(error),
    );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once per user
  }, [path]);

  if (!data) {
    return request.status ? <ApiStatus state={request.status} /> : <Loading text="Loading..." />;
  }

  const save = async (altArts: Record<string, string[]>) => {
    const answer = await request.send(() =>
      http.patch<{ user: AltsResponse['user']; message: string }>(path, {
        userToChange: { altArts },
      }),
    );
    if (answer) setData({ ...data, user: answer.user });
  };

  const names = new Map(data.alts.map((card) => [card.stub, card.name]));
  const entries = Object.entries(data.user.altArts).flatMap(([stub, alts]) =>
    alts.map((alt) => ({ stub, alt })),
  );

  return (
    <Box>
      <ApiStatus state={request.status} onClose={request.clear} />
      <Typography>
        {data.user.username} has {entries.length} alt art{entries.length === 1 ? '' : 's'}.
      </Typography>
      <List dense aria-label="Alt arts">
        {entries.map(({ stub, alt }) => (
          <ListItem
            key={`${stub}/${alt}`}
            secondaryAction={
              <IconButton
                aria-label={`Remove ${stub} ${alt}`}
                onClick={() => setRemoving({ stub, alt })}
              >
                <TrashIcon />
              </IconButton>
            }
          >
            <ListItemText primary={names.get(stub) ?? stub} secondary={alt} />
          </ListItem>
        ))}
      </List>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Autocomplete
          sx={{ minWidth: 320 }}
          size="small"
          options={data.alts}
          value={choice}
          onChange={(_event, value) => setChoice(value)}
          getOptionLabel={(card) => `${card.name} (${card.alt})`}
          isOptionEqualToValue={(a, b) => a.stub === b.stub && a.alt === b.alt}
          renderInput={(params) => <TextField {...params} label="Add an alt art" />}
        />
        <Button
          variant="contained"
          disabled={!choice}
          onClick={() => choice && void save(withAlt(data.user.altArts, choice))}
        >
          Add
        </Button>
      </Box>
      <ConfirmDialog
        open={removing !== null}
        title="Remove alt"
        message="Remove this alt?"
        confirmLabel="Remove"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void save(withoutAlt(data.user.altArts, removing.stub, removing.alt));
          setRemoving(null);
        }}
      />
    </Box>
  );
}

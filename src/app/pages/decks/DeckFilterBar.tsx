import { Box, Button, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CardCatalogue } from '../../../domain/cards';
import type { MyDecksQuery } from '../../stores/decks';

/** Name filter changes reach the server after this pause in typing. */
export const NAME_FILTER_DEBOUNCE_MS = 500;

/** My Decks filters: name, Phoenixborn, favourites only; Import and New. */
export function DeckFilterBar({
  query,
  catalogue,
  onChange,
}: {
  query: MyDecksQuery;
  catalogue: CardCatalogue;
  onChange: (change: Partial<MyDecksQuery>) => void;
}) {
  const navigate = useNavigate();
  const [name, setName] = useState(query.name);
  useEffect(() => {
    if (name === query.name) return undefined;
    const timer = setTimeout(() => onChange({ name, page: 1 }), NAME_FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [name, query.name, onChange]);
  const phoenixborns = useMemo(
    () =>
      Object.values(catalogue)
        .filter((c) => c.type === 'Phoenixborn' && c.deckType === 'player')
        .sort((a, b) => a.name.localeCompare(b.name)),
    [catalogue],
  );
  return (
    <Box
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}
      data-testid="deck-filters"
    >
      <TextField
        size="small"
        label="Name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'name-filter' } }}
      />
      <TextField
        select
        size="small"
        label="Phoenixborn"
        value={query.pb}
        onChange={(event) => onChange({ pb: event.target.value, page: 1 })}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        data-testid="pb-filter"
      >
        <MenuItem value="">All Phoenixborn</MenuItem>
        {phoenixborns.map((pb) => (
          <MenuItem key={pb.stub} value={pb.stub}>
            {pb.name}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={query.favourite}
            onChange={(event) => onChange({ favourite: event.target.checked, page: 1 })}
            slotProps={{ input: { 'aria-label': 'Favourites only' } }}
          />
        }
        label="Favourites"
      />
      <Box sx={{ flexGrow: 1 }} />
      <Button variant="outlined" onClick={() => navigate('/decks/import')}>
        Import
      </Button>
      <Button variant="contained" onClick={() => navigate('/decks/add')}>
        New
      </Button>
    </Box>
  );
}

import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItemButton,
  ListItemText,
  MenuItem,
  Pagination,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import type { CardCatalogue } from '../../../domain/cards';
import { DECK_PICKER_PAGE_SIZE } from '../../../domain/constants';
import { DECK_COLLECTIONS } from '../../../domain/collections';
import type { CollectionDecksResponse, DeckDto, DeckListResponse } from '../../../protocol/decks';
import { DECK_SET_NAMES } from '../../../protocol/lobby';
import { errorMessage, http } from '../../api/http';
import { DeckAutomationMarker } from '../../components/DeckAutomationMarker';
import { useDecksStore } from '../../stores/decks';
import { useCatalogue } from '../decks/useCatalogue';
import { collectionKeyOf, deckSetTabs, withoutEmptySets } from './deckSets';

/** Name filter debounce (lobby-and-results.md section 9). */
export const NAME_DEBOUNCE_MS = 500;

export interface DeckChoice {
  deckId: number;
  isPrecon: boolean;
  typeIndex: number;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

interface MyDecksFilter {
  page: number;
  pb: string;
  name: string;
  favourite: boolean;
}

interface DeckListResult {
  key: string;
  decks: DeckDto[];
  numDecks: number;
  error: string | null;
}

function fetchDecks(typeIndex: number, filter: MyDecksFilter) {
  if (typeIndex === 0) {
    return http
      .get<DeckListResponse>('/api/decks', {
        params: {
          pageSize: DECK_PICKER_PAGE_SIZE,
          page: filter.page,
          sort: 'lastUpdated',
          sortDir: 'desc',
          ...(filter.pb ? { pb: filter.pb } : {}),
          ...(filter.name ? { name: filter.name } : {}),
          ...(filter.favourite ? { favourite: 'true' } : {}),
        },
      })
      .then((r) => ({ decks: r.data.decks, numDecks: r.data.numDecks }));
  }
  const collection = DECK_COLLECTIONS.find((c) => c.typeIndex === typeIndex);
  if (!collection) return Promise.resolve({ decks: [], numDecks: 0 });
  return http
    .get<CollectionDecksResponse>(`/api/${collection.endpoint}`)
    .then((r) => ({ decks: r.data.decks, numDecks: r.data.decks.length }));
}

/** The decks of one set; loading while the latest request has not answered. */
function useDeckList(typeIndex: number, filter: MyDecksFilter) {
  const key = JSON.stringify([typeIndex, filter]);
  const [result, setResult] = useState<DeckListResult | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetchDecks(typeIndex, filter)
      .then((found) => {
        if (!cancelled) setResult({ key, ...found, error: null });
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        const message = errorMessage(e);
        const error = Array.isArray(message) ? message.join(' ') : message;
        setResult({ key, decks: [], numDecks: 0, error });
      });
    return () => {
      cancelled = true;
    };
  }, [key, typeIndex, filter]);
  const current = result?.key === key ? result : null;
  return {
    decks: current?.decks ?? [],
    numDecks: current?.numDecks ?? 0,
    loading: current === null,
    error: current?.error ?? null,
  };
}

interface PhoenixbornOption {
  stub: string;
  name: string;
}

/** The Phoenixborn of the catalogue, for the filter and the deck rows. */
function phoenixbornOptions(catalogue: CardCatalogue | null): PhoenixbornOption[] {
  return Object.values(catalogue ?? {})
    .filter((card) => card.type === 'Phoenixborn')
    .map((card) => ({ stub: card.stub, name: card.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Mount it only while open: it loads its lists when it appears. */
export interface SelectDeckModalProps {
  /** Choosing the Chimera's deck in a solo game. */
  forChimera: boolean;
  /** The game's format: a collection's format opens on that collection. */
  gameFormat?: string | null;
  /** "Choose for me" is a supporter extra. */
  supporter: boolean;
  onClose(): void;
  onChoose(choice: DeckChoice): void;
  /** A rematch offers the deck of the finished game first. */
  keepDeck?: { name: string; onKeep(): void };
}

/** Picks a deck from the user's decks or one of the ten collections. */
export function SelectDeckModal(props: SelectDeckModalProps) {
  const tabs = deckSetTabs(props.gameFormat, props.forChimera);
  const [typeIndex, setTypeIndex] = useState(tabs.initial);
  const collections = useDecksStore((s) => s.collections);
  // Each offered collection is listed once (the decks store keeps them), so empty ones can go.
  useEffect(() => {
    const { collections: known, loadCollection } = useDecksStore.getState();
    for (const index of deckSetTabs(props.gameFormat, props.forChimera).shown) {
      const key = collectionKeyOf(index);
      if (key !== null && known[key] === undefined) void loadCollection(key);
    }
  }, [props.gameFormat, props.forChimera]);
  const shownSets = withoutEmptySets(tabs.shown, collections, typeIndex);
  const [page, setPage] = useState(1);
  const [pb, setPb] = useState('');
  const [nameInput, setNameInput] = useState('');
  const [favourite, setFavourite] = useState(false);
  const name = useDebounced(nameInput.trim(), NAME_DEBOUNCE_MS);
  const filter = useMemo(() => ({ page, pb, name, favourite }), [page, pb, name, favourite]);
  const { decks, numDecks, loading, error } = useDeckList(typeIndex, filter);
  const { catalogue } = useCatalogue();
  const phoenixborn = useMemo(() => phoenixbornOptions(catalogue), [catalogue]);
  const pbName = (stub: string | undefined) =>
    phoenixborn.find((p) => p.stub === stub)?.name ?? stub ?? '';

  const pages = Math.max(1, Math.ceil(numDecks / DECK_PICKER_PAGE_SIZE));
  const visible = decks.filter((d) => !d.locked);

  const choose = (deck: DeckDto) => {
    const precon = typeIndex !== 0;
    const id = precon ? deck.preconDeckId : deck._id;
    if (id === undefined) return;
    props.onChoose({ deckId: id, isPrecon: precon, typeIndex });
  };

  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="select-deck-title"
    >
      <DialogTitle id="select-deck-title">
        {props.keepDeck ? 'Select Deck for the Rematch' : 'Select Deck'}
      </DialogTitle>
      <DialogContent dividers>
        {props.keepDeck && (
          <Typography sx={{ mb: 1 }} data-testid="keep-deck-name">
            Your deck: {props.keepDeck.name}
          </Typography>
        )}
        <Tabs
          value={typeIndex}
          onChange={(_e, value: number) => {
            setTypeIndex(value);
            setPage(1);
          }}
          variant="scrollable"
          scrollButtons="auto"
        >
          {shownSets.map((index) => (
            <Tab key={index} value={index} label={DECK_SET_NAMES[index]} />
          ))}
        </Tabs>
        {typeIndex === 0 && (
          <Stack direction="row" spacing={2} sx={{ my: 2, alignItems: 'center' }}>
            <TextField
              size="small"
              label="Name"
              value={nameInput}
              onChange={(e) => {
                setNameInput(e.target.value);
                setPage(1);
              }}
            />
            <TextField
              select
              size="small"
              label="Phoenixborn"
              value={pb}
              onChange={(e) => {
                setPb(e.target.value);
                setPage(1);
              }}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">All Phoenixborn</MenuItem>
              {phoenixborn.map((option) => (
                <MenuItem key={option.stub} value={option.stub}>
                  {option.name}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={
                <Switch
                  checked={favourite}
                  onChange={(e) => {
                    setFavourite(e.target.checked);
                    setPage(1);
                  }}
                />
              }
              label="Favourites"
            />
          </Stack>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {loading ? (
          <Box sx={{ p: 3, textAlign: 'center' }}>
            <CircularProgress size={24} />
          </Box>
        ) : visible.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            No decks found.
          </Typography>
        ) : (
          <List dense data-testid="deck-list">
            {visible.map((deck) => {
              const pbStub = deck.phoenixborn[0]?.id;
              const legal = deck.status.legalToPlay;
              return (
                <ListItemButton
                  key={`${deck._id ?? ''}-${deck.preconDeckId ?? ''}`}
                  data-deck-name={deck.name}
                  onClick={() => choose(deck)}
                >
                  <ListItemText
                    primary={deck.name}
                    secondary={`${pbName(pbStub)}${legal ? '' : ' — Invalid'}`}
                  />
                  <DeckAutomationMarker deck={deck} catalogue={catalogue} />
                </ListItemButton>
              );
            })}
          </List>
        )}
        {typeIndex === 0 && pages > 1 && (
          <Pagination count={pages} page={page} onChange={(_e, p) => setPage(p)} sx={{ mt: 1 }} />
        )}
      </DialogContent>
      <DialogActions>
        {props.supporter && (
          <Button
            onClick={() => props.onChoose({ deckId: -1, isPrecon: typeIndex !== 0, typeIndex })}
          >
            Choose for me
          </Button>
        )}
        <Button onClick={props.onClose}>Cancel</Button>
        {props.keepDeck && (
          <Button variant="contained" onClick={props.keepDeck.onKeep}>
            Keep the same deck
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

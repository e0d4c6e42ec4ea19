import {
  Alert,
  Autocomplete,
  Box,
  Button,
  CircularProgress,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Card, CardCatalogue } from '../../../domain/cards';
import { isConjurationType } from '../../../domain/cards';
import { DECK_MAX_COPIES } from '../../../domain/constants';
import {
  formatCardList,
  formatDiceList,
  isDeckBuildingCard,
  readCardList,
  shortCardName,
  skippedLineMessage,
} from '../../../domain/deck-text';
import type { DeckDto, SaveDeckRequest } from '../../../protocol/decks';
import { saveDeckSchema } from '../../../protocol/deck-schemas';
import { conjurationOverrides, previewDeck } from './editorModel';
import { DeckStatusFlags } from './DeckStatusView';

export interface DeckEditorProps {
  /** The deck being edited; null shows "Waiting for deck...". */
  deck: DeckDto | null;
  catalogue: CardCatalogue;
  mode: 'add' | 'save';
  saving: boolean;
  /** Called on every change with the deck as it would be saved, for the preview beside it. */
  onPreview: (deck: DeckDto) => void;
  onSave: (body: SaveDeckRequest) => void;
}

/** The editor, or "Waiting for deck..." until there is a deck to edit. */
export function DeckEditor(props: DeckEditorProps) {
  if (!props.deck) {
    return (
      <Paper sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={20} /> Waiting for deck...
      </Paper>
    );
  }
  return <DeckEditorForm key={props.deck._id ?? 'new'} {...props} deck={props.deck} />;
}

function DeckEditorForm({
  deck,
  catalogue,
  mode,
  saving,
  onPreview,
  onSave,
}: DeckEditorProps & { deck: DeckDto }) {
  const navigate = useNavigate();
  const [name, setName] = useState(deck.name);
  const [phoenixborn, setPhoenixborn] = useState(deck.phoenixborn[0]?.id ?? '');
  const [cardsText, setCardsText] = useState(() => formatCardList(deck.cards, catalogue));
  const [diceText, setDiceText] = useState(() => formatDiceList(deck.dicepool));
  const [notes, setNotes] = useState(deck.notes);
  const [conjurationCounts, setConjurationCounts] = useState(() =>
    conjurationOverrides(deck, catalogue),
  );
  const [lookup, setLookup] = useState<Card | null>(null);
  const [count, setCount] = useState('3');
  const [errors, setErrors] = useState<string[]>([]);

  const phoenixborns = useMemo(
    () =>
      Object.values(catalogue)
        .filter((c) => c.type === 'Phoenixborn' && c.deckType === 'player')
        .sort((a, b) => a.name.localeCompare(b.name)),
    [catalogue],
  );
  const lookupCards = useMemo(
    () =>
      Object.values(catalogue)
        .filter((c) => c.deckType === 'player' && c.type !== 'Phoenixborn')
        .sort((a, b) => a.name.localeCompare(b.name)),
    [catalogue],
  );
  const reading = useMemo(() => readCardList(cardsText, catalogue), [cardsText, catalogue]);
  const cards = reading.entries;
  const preview = useMemo(
    () =>
      previewDeck(
        deck,
        { name, phoenixborn, cards, dice: diceText, notes, conjurationCounts },
        catalogue,
      ),
    [deck, name, phoenixborn, cards, diceText, notes, conjurationCounts, catalogue],
  );
  useEffect(() => {
    onPreview(preview);
  }, [preview, onPreview]);

  const countNumber = Number(count);
  const countInvalid =
    !Number.isInteger(countNumber) ||
    countNumber < 1 ||
    (countNumber > DECK_MAX_COPIES && !(lookup && isConjurationType(lookup.type)));

  const addCard = () => {
    if (!lookup || lookup.type === 'Phoenixborn' || countInvalid) return;
    if (isConjurationType(lookup.type) && lookup.deckType === 'player') {
      setConjurationCounts({ ...conjurationCounts, [lookup.stub]: countNumber });
      return;
    }
    if (!isDeckBuildingCard(lookup)) return;
    const others = cards.filter((entry) => entry.id !== lookup.stub);
    const existing = cards.find((entry) => entry.id === lookup.stub);
    const next = [
      ...others,
      { id: lookup.stub, count: countNumber, ...(existing?.ff ? { ff: true } : {}) },
    ];
    setCardsText(formatCardList(next, catalogue));
  };

  const save = async () => {
    const body = {
      deckName: name,
      phoenixborn: preview.phoenixborn,
      cards: preview.cards,
      conjurations: preview.conjurations,
      dicepool: preview.dicepool,
      notes,
      format: deck.format,
    };
    try {
      const valid = await saveDeckSchema.validate(body, { abortEarly: false });
      setErrors([]);
      onSave(valid);
    } catch (error) {
      setErrors((error as { errors?: string[] }).errors ?? ['The deck could not be saved']);
    }
  };

  return (
    <Paper
      sx={{ p: 2 }}
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      data-testid="deck-editor"
    >
      <Stack spacing={2}>
        <TextField
          label="Deck name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'deck-name-input', maxLength: 100 } }}
        />
        <TextField
          select
          label="Phoenixborn"
          value={phoenixborns.some((pb) => pb.stub === phoenixborn) ? phoenixborn : ''}
          onChange={(e) => setPhoenixborn(e.target.value)}
          data-testid="deck-phoenixborn"
        >
          {phoenixborns.map((pb) => (
            <MenuItem key={pb.stub} value={pb.stub}>
              {pb.name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Autocomplete
            sx={{ flexGrow: 1 }}
            options={lookupCards}
            value={lookup}
            onChange={(_, value) => setLookup(value)}
            getOptionLabel={(card) => shortCardName(card.name)}
            isOptionEqualToValue={(a, b) => a.stub === b.stub}
            renderInput={(params) => <TextField {...params} label="Card" />}
            data-testid="card-lookup"
          />
          <TextField
            label="Count"
            value={count}
            onChange={(e) => setCount(e.target.value)}
            error={countInvalid}
            helperText={countInvalid ? 'Invalid count' : ' '}
            sx={{ width: 96 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'card-count' } }}
          />
          <Button variant="outlined" onClick={addCard} sx={{ mt: 1 }}>
            Add
          </Button>
        </Box>
        <TextField
          label="Cards"
          multiline
          minRows={8}
          value={cardsText}
          onChange={(e) => setCardsText(e.target.value)}
          helperText='One card per line, e.g. "3 Cut the Strings"; add " ff" for a first-five card. Conjurations are added for you.'
          slotProps={{ htmlInput: { 'data-testid': 'cards-text', spellCheck: false } }}
        />
        <SkippedLines messages={reading.skipped.map(skippedLineMessage)} />
        <TextField
          label="Dice"
          multiline
          minRows={3}
          value={diceText}
          onChange={(e) => setDiceText(e.target.value)}
          helperText='One magic per line, e.g. "5 natural" or "5 nat".'
          slotProps={{ htmlInput: { 'data-testid': 'dice-text', spellCheck: false } }}
        />
        <TextField
          label="Notes"
          multiline
          minRows={3}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'notes-text', maxLength: 10000 } }}
        />
        <Box>
          <Typography variant="subtitle2">Deck status</Typography>
          <DeckStatusFlags
            status={preview.status}
            format={preview.format}
            catalogue={catalogue}
            deck={preview}
          />
        </Box>
        {errors.length > 0 && (
          <Box component="ul" sx={{ color: 'error.main', m: 0 }} role="alert">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </Box>
        )}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving && <CircularProgress size={16} sx={{ mr: 1 }} />}
            Save Deck
          </Button>
          <Button variant="outlined" onClick={() => navigate('/decks')}>
            Cancel
          </Button>
          <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
            {mode === 'add' ? 'A new deck' : 'Saving over the deck'}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The card-list lines that added nothing to the deck, each with its reason. */
function SkippedLines({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="skipped-lines">
      {messages.length === 1
        ? 'One line was not added to the deck:'
        : `${messages.length} lines were not added to the deck:`}
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {messages.map((message, index) => (
          // The same line may be pasted twice: the position keeps the keys apart.
          <li key={`${index}:${message}`}>{message}</li>
        ))}
      </Box>
    </Alert>
  );
}

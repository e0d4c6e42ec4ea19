import {
  Box,
  Button,
  CircularProgress,
  Link,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ValidationError } from 'yup';
import { shareLinkUuid } from '../../../protocol/decks';
import { importLinkSchema } from '../../../protocol/deck-schemas';
import { ApiStatus } from '../../components/ApiStatus';
import { useApiStatus, useApiStatusStore } from '../../stores/apiStatus';
import { DECK_ACTION_CLEAR_MS, DECK_REQUESTS, useDecksStore } from '../../stores/decks';
import { EXTERNAL_DECK_SITE } from './links';
import { LoginRequired } from './LoginRequired';

function ImportDeck() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [link, setLink] = useState(search.get('link') ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const status = useApiStatus(DECK_REQUESTS.importDeck);
  const clear = useApiStatusStore((s) => s.clear);
  const leaving = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    clear(DECK_REQUESTS.importDeck);
    return () => {
      if (leaving.current) clearTimeout(leaving.current);
    };
  }, [clear]);

  const submit = async () => {
    try {
      const form = await importLinkSchema.validate({ deckLink: link });
      setFieldError(null);
      const uuid = shareLinkUuid(form.deckLink);
      if (!uuid) return;
      const deck = await useDecksStore.getState().importDeck(uuid);
      if (deck) {
        leaving.current = setTimeout(() => {
          clear(DECK_REQUESTS.importDeck);
          navigate('/decks');
        }, DECK_ACTION_CLEAR_MS);
      }
    } catch (error) {
      if (error instanceof ValidationError) setFieldError(error.errors[0] ?? null);
      else throw error;
    }
  };

  const loading = status?.loading === true;
  return (
    <Box sx={{ p: 2, maxWidth: 760 }}>
      <Paper sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          Import Deck
        </Typography>
        <Typography sx={{ mb: 2 }}>
          You can bring a deck over from{' '}
          <Link href={EXTERNAL_DECK_SITE} target="_blank" rel="noreferrer">
            ashes.live
          </Link>
          . Open the deck there, choose its share option and copy the share link (it looks like{' '}
          <code>{EXTERNAL_DECK_SITE}/decks/share/…/</code>). Paste the link below and press Import.
          A deck that is not published can still be shared this way.
        </Typography>
        <ApiStatus state={status} onClose={() => clear(DECK_REQUESTS.importDeck)} />
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            fullWidth
            label="Deck link"
            value={link}
            onChange={(event) => setLink(event.target.value)}
            error={fieldError !== null}
            helperText={fieldError ?? ' '}
            slotProps={{ htmlInput: { 'data-testid': 'deck-link' } }}
          />
          <Button
            type="submit"
            variant="contained"
            disabled={loading}
            sx={{ mt: 1, minWidth: 120 }}
          >
            {loading && <CircularProgress size={16} sx={{ mr: 1 }} />}
            Import
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}

export function ImportDeckPage() {
  return (
    <LoginRequired>
      <ImportDeck />
    </LoginRequired>
  );
}

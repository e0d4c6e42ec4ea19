import { Alert, Box, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { DeckDto } from '../../../protocol/decks';
import { DECK_NOT_FOUND } from '../../../protocol/decks';
import { replaceAddress } from '../../routing/navigation';
import { useApiStatus } from '../../stores/apiStatus';
import { DECK_REQUESTS, useDecksStore } from '../../stores/decks';
import { EditorLayout } from './EditorLayout';
import { LoginRequired } from './LoginRequired';
import { useCatalogue } from './useCatalogue';

function Loading() {
  return (
    <Box sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'center' }}>
      <CircularProgress size={24} /> Loading decks from the server...
    </Box>
  );
}

function EditDeck() {
  const params = useParams();
  const { catalogue, imageBaseUrl, error } = useCatalogue();
  const selected = useDecksStore((s) => s.selected);
  const loadStatus = useApiStatus(DECK_REQUESTS.load);
  const [loaded, setLoaded] = useState<{ raw: string; deck: DeckDto | null } | null>(null);
  const raw = params.deckId ?? (selected?._id !== undefined ? String(selected._id) : null);
  const validId = raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0;

  useEffect(() => {
    if (!params.deckId && raw) replaceAddress(`/decks/edit/${raw}`);
  }, [params.deckId, raw]);

  useEffect(() => {
    if (!validId || raw === null) return undefined;
    let current = true;
    void useDecksStore
      .getState()
      .loadDeck(Number(raw))
      .then((deck) => {
        if (current) setLoaded({ raw, deck });
      });
    return () => {
      current = false;
    };
  }, [raw, validId]);

  const result = loaded?.raw === raw ? loaded : null;
  const deck = result?.deck ?? null;
  const missing = !validId || (result !== null && result.deck === null);
  const failure = loadStatus && !loadStatus.loading && !loadStatus.success ? loadStatus : null;
  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {error}
      </Alert>
    );
  if (raw === null || (missing && (!failure || failure.message === 'not-found'))) {
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {DECK_NOT_FOUND}
      </Alert>
    );
  }
  if (failure && failure.message !== 'not-found') {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {Array.isArray(failure.message) ? failure.message.join(', ') : failure.message}
      </Alert>
    );
  }
  if (!catalogue || !deck) return <Loading />;
  return <EditorLayout deck={deck} catalogue={catalogue} imageBaseUrl={imageBaseUrl} mode="save" />;
}

export function EditDeckPage() {
  return (
    <LoginRequired>
      <EditDeck />
    </LoginRequired>
  );
}

import { Alert, Box, CircularProgress } from '@mui/material';
import { useMemo } from 'react';
import { EditorLayout } from './EditorLayout';
import { newDeck } from './emptyDeck';
import { LoginRequired } from './LoginRequired';
import { useCatalogue } from './useCatalogue';

function AddDeck() {
  const { catalogue, imageBaseUrl, error } = useCatalogue();
  const deck = useMemo(() => (catalogue ? newDeck(catalogue) : null), [catalogue]);
  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {error}
      </Alert>
    );
  if (!catalogue || !deck) {
    return (
      <Box sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={24} /> Loading decks from the server...
      </Box>
    );
  }
  return <EditorLayout deck={deck} catalogue={catalogue} imageBaseUrl={imageBaseUrl} mode="add" />;
}

export function AddDeckPage() {
  return (
    <LoginRequired>
      <AddDeck />
    </LoginRequired>
  );
}

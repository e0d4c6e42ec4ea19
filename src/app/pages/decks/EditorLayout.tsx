import { Box, Paper } from '@mui/material';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CardCatalogue } from '../../../domain/cards';
import type { DeckDto, SaveDeckRequest } from '../../../protocol/decks';
import { ApiStatus } from '../../components/ApiStatus';
import { useApiStatus, useApiStatusStore } from '../../stores/apiStatus';
import { DECK_REQUESTS, useDecksStore } from '../../stores/decks';
import { DeckEditor } from './DeckEditor';
import { DeckHeader } from './DeckView';
import { DeckSummary } from './DeckSummary';

/** The editor beside a live preview of the deck; a successful save returns to /decks. */
export function EditorLayout({
  deck,
  catalogue,
  imageBaseUrl,
  mode,
}: {
  deck: DeckDto;
  catalogue: CardCatalogue;
  imageBaseUrl: string | null;
  mode: 'add' | 'save';
}) {
  const navigate = useNavigate();
  const [preview, setPreview] = useState<DeckDto>(deck);
  const saveStatus = useApiStatus(DECK_REQUESTS.save);
  const clear = useApiStatusStore((s) => s.clear);
  const onPreview = useCallback((next: DeckDto) => setPreview(next), []);
  const onSave = async (body: SaveDeckRequest) => {
    const saved = await useDecksStore
      .getState()
      .saveDeck(body, mode === 'save' ? deck._id : undefined);
    if (saved) navigate('/decks');
  };
  return (
    <Box sx={{ p: 2 }}>
      {saveStatus && !saveStatus.success && (
        <ApiStatus state={saveStatus} onClose={() => clear(DECK_REQUESTS.save)} />
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
        <DeckEditor
          deck={deck}
          catalogue={catalogue}
          mode={mode}
          saving={saveStatus?.loading === true}
          onPreview={onPreview}
          onSave={(body) => void onSave(body)}
        />
        <Paper sx={{ p: 2 }} data-testid="deck-preview">
          <DeckHeader deck={preview} catalogue={catalogue} />
          <DeckSummary deck={preview} catalogue={catalogue} imageBaseUrl={imageBaseUrl} />
        </Paper>
      </Box>
    </Box>
  );
}

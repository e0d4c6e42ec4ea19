import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Menu,
  MenuItem,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CardImage } from '../../../assets/cards/CardImage';
import type { CardCatalogue } from '../../../domain/cards';
import type { DeckDto } from '../../../protocol/decks';
import { personalDeckId } from '../../../protocol/decks';
import { ApiStatus } from '../../components/ApiStatus';
import { DeckAutomationMarker } from '../../components/DeckAutomationMarker';
import { SUCCESS_CLEAR_MS, useApiStatus, useApiStatusStore } from '../../stores/apiStatus';
import { DECK_REQUESTS, deckKey, useDecksStore } from '../../stores/decks';
import { DeckStatusBadge } from './DeckStatusView';
import { DeckSummary } from './DeckSummary';
import { externalDeckUrl } from './links';

const CLIPBOARD_STATUS = 'decks:clipboard';

/** Deck name, Phoenixborn image and status: the top of every deck view. */
export function DeckHeader({ deck, catalogue }: { deck: DeckDto; catalogue: CardCatalogue }) {
  const phoenixborn = catalogue[deck.phoenixborn[0]?.id ?? ''];
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }} data-testid="deck-header">
      {phoenixborn && <CardImage card={phoenixborn} width={64} />}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h2" data-testid="deck-name" noWrap>
          {deck.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography color="text.secondary">{phoenixborn?.name ?? 'No Phoenixborn'}</Typography>
          <DeckStatusBadge status={deck.status} format={deck.format} />
          {deck.premium && <Chip size="small" color="warning" label="Premium" />}
          <DeckAutomationMarker deck={deck} catalogue={catalogue} />
        </Stack>
      </Box>
    </Box>
  );
}

/** Update / Go to external site / Copy url for a deck imported from the deck site. */
function ExternalSiteMenu({ deck, allowEdit }: { deck: DeckDto; allowEdit: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const resyncDeck = useDecksStore((s) => s.resyncDeck);
  const uuid = deck.ashesLiveUuid;
  if (!uuid) return null;
  const url = externalDeckUrl(uuid);
  const close = () => setAnchor(null);
  const copy = async () => {
    close();
    const statuses = useApiStatusStore.getState();
    try {
      await navigator.clipboard.writeText(url);
      statuses.succeed(CLIPBOARD_STATUS, 'Copied url to clipboard', SUCCESS_CLEAR_MS);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      statuses.fail(CLIPBOARD_STATUS, `Could not copy deck url: ${reason}`);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        ashes.live
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {allowEdit && (
          <MenuItem
            onClick={() => {
              close();
              void resyncDeck(deck);
            }}
          >
            Update
          </MenuItem>
        )}
        <MenuItem component="a" href={url} target="_blank" rel="noreferrer" onClick={close}>
          Go to external site
        </MenuItem>
        <MenuItem onClick={() => void copy()}>Copy url</MenuItem>
      </Menu>
    </>
  );
}

/** The deck viewer beside the lists: header, owner actions, summary. */
export function DeckView({
  deck,
  catalogue,
  imageBaseUrl,
  allowEdit,
}: {
  deck: DeckDto;
  catalogue: CardCatalogue;
  imageBaseUrl: string | null;
  allowEdit: boolean;
}) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { duplicateDeck, deleteDeck, setFavourite } = useDecksStore.getState();
  const clear = useApiStatusStore((s) => s.clear);
  const deleteStatus = useApiStatus(DECK_REQUESTS.remove);
  const resyncStatus = useApiStatus(DECK_REQUESTS.resync);
  const clipboardStatus = useApiStatus(CLIPBOARD_STATUS);
  const saveStatus = useApiStatus(DECK_REQUESTS.save);
  const key = deckKey(deck);
  // A failure belongs to the deck it happened on: moving to another deck dismisses it.
  useEffect(() => {
    const statuses = useApiStatusStore.getState();
    for (const name of [DECK_REQUESTS.resync, DECK_REQUESTS.remove, CLIPBOARD_STATUS]) {
      const current = statuses.requests[name];
      if (current && !current.loading && !current.success) statuses.clear(name);
    }
  }, [key]);
  return (
    <Paper sx={{ p: 2 }} data-testid="deck-view">
      <ApiStatus state={deleteStatus} onClose={() => clear(DECK_REQUESTS.remove)} />
      <ApiStatus state={resyncStatus} onClose={() => clear(DECK_REQUESTS.resync)} />
      <ApiStatus state={clipboardStatus} onClose={() => clear(CLIPBOARD_STATUS)} />
      {saveStatus && !saveStatus.success && (
        <ApiStatus state={saveStatus} onClose={() => clear(DECK_REQUESTS.save)} />
      )}
      <DeckHeader deck={deck} catalogue={catalogue} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ my: 1.5, flexWrap: 'wrap' }}>
        {allowEdit && personalDeckId(deck) !== undefined && (
          <Button variant="contained" onClick={() => navigate(`/decks/edit/${deck._id}`)}>
            Edit
          </Button>
        )}
        {allowEdit && (
          <Button variant="outlined" onClick={() => void duplicateDeck(deck)}>
            Copy
          </Button>
        )}
        {allowEdit && personalDeckId(deck) !== undefined && (
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        )}
        {allowEdit && personalDeckId(deck) !== undefined && (
          <Button
            variant="outlined"
            color="warning"
            aria-pressed={deck.favourite}
            onClick={() => void setFavourite(deck, !deck.favourite)}
          >
            {deck.favourite ? '★ Favourite' : '☆ Favourite'}
          </Button>
        )}
        <ExternalSiteMenu deck={deck} allowEdit={allowEdit && deck._id !== undefined} />
      </Stack>
      <DeckSummary deck={deck} catalogue={catalogue} imageBaseUrl={imageBaseUrl} />
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>Delete deck</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Are you sure you want to delete {deck.name}? This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} autoFocus>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              void deleteDeck(deck);
            }}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

import { Chip, Tooltip } from '@mui/material';
import { automatedIn, byHandText, cardsByHand } from '../../domain/automation';
import type { DeckCardLists } from '../../domain/automation';
import type { CardCatalogue } from '../../domain/cards';

export const BY_HAND_EXPLANATION =
  'The rules engine does not play these cards: resolve their text with the manual commands (see How to play).';

/**
 * "3 cards play by hand" beside a deck that the rules engine does not play entirely, counted
 * from the catalogue's `automated` flag; nothing for a fully automated deck or before the
 * catalogue has arrived.
 */
export function DeckAutomationMarker({
  deck,
  catalogue,
}: {
  deck: DeckCardLists;
  catalogue: CardCatalogue | null;
}) {
  if (!catalogue || Object.keys(catalogue).length === 0) return null;
  const byHand = cardsByHand(catalogue, deck, automatedIn(catalogue));
  if (byHand.length === 0) return null;
  const names = byHand.map((stub) => catalogue[stub]?.name ?? stub).join(', ');
  return (
    <Tooltip title={`${BY_HAND_EXPLANATION} ${names}.`}>
      <Chip
        size="small"
        variant="outlined"
        label={byHandText(byHand.length)}
        data-testid="deck-by-hand"
        sx={{ flexShrink: 0 }}
      />
    </Tooltip>
  );
}

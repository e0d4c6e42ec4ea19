import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { CardImage } from '../../../assets/cards/CardImage';
import type { CardCatalogue } from '../../../domain/cards';
import { hasChainedCards } from '../../../domain/legality';
import type { DeckDto } from '../../../protocol/decks';
import { ChainIcon } from '../../components/ChainIcon';
import { DeckAutomationMarker } from '../../components/DeckAutomationMarker';
import { deckKey } from '../../stores/decks';
import { DeckStatusBadge } from './DeckStatusView';
import { DiceRow } from './DiceRow';

export interface DeckListProps {
  decks: DeckDto[];
  catalogue: CardCatalogue;
  selectedKey: string | null;
  highlightedKey: string | null;
  showWinRate: boolean;
  onSelect: (deck: DeckDto) => void;
}

/** Deck entries as accordion items: Phoenixborn, name, dice; win rate and warnings below. */
export function DeckList({
  decks,
  catalogue,
  selectedKey,
  highlightedKey,
  showWinRate,
  onSelect,
}: DeckListProps) {
  return (
    <Box data-testid="deck-list">
      {decks.map((deck) => {
        const key = deckKey(deck);
        const selected = key === selectedKey;
        const highlighted = key === highlightedKey;
        const phoenixborn = catalogue[deck.phoenixborn[0]?.id ?? ''];
        const chained = hasChainedCards(deck, catalogue);
        return (
          <Accordion
            key={key}
            disableGutters
            expanded={selected}
            onChange={() => onSelect(deck)}
            data-testid="deck-entry"
            data-deck-name={deck.name}
            data-selected={selected ? 'true' : 'false'}
            data-highlighted={highlighted ? 'true' : 'false'}
            sx={{
              mb: 0.5,
              border: '1px solid',
              borderColor: selected ? 'primary.main' : highlighted ? 'warning.main' : 'divider',
              bgcolor: highlighted ? 'rgba(240, 173, 78, 0.12)' : undefined,
            }}
          >
            <AccordionSummary sx={{ '& .MuiAccordionSummary-content': { minWidth: 0, my: 0.75 } }}>
              <Box
                sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0, width: '100%' }}
              >
                {phoenixborn ? (
                  <CardImage card={phoenixborn} width={40} />
                ) : (
                  <Box sx={{ width: 40 }} />
                )}
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography noWrap sx={{ fontWeight: 600 }} className="deck-entry-name">
                      {deck.name}
                    </Typography>
                    {deck.favourite && (
                      <Typography component="span" color="warning.main" aria-label="Favourite">
                        ★
                      </Typography>
                    )}
                    {deck.premium && (
                      <Chip size="small" color="warning" label="Premium" data-testid="premium" />
                    )}
                    <DeckAutomationMarker deck={deck} catalogue={catalogue} />
                  </Stack>
                  <DiceRow dice={deck.dicepool} size={14} />
                </Box>
                <DeckStatusBadge status={deck.status} format={deck.format} />
              </Box>
            </AccordionSummary>
            <AccordionDetails sx={{ pt: 0 }}>
              {showWinRate && (
                <Typography variant="body2" data-testid="deck-win-rate">
                  {winRateText(deck)}
                </Typography>
              )}
              {chained && (
                <Typography
                  variant="body2"
                  color="warning.main"
                  sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
                  data-testid="chained-warning"
                >
                  <ChainIcon size={14} /> This deck contains cards on the chained list.
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                {phoenixborn?.name}
              </Typography>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}

/** "N% win rate for (of N played)"; a deck without games says so instead of "0%". */
export function winRateText(deck: Pick<DeckDto, 'winRate' | 'played'>): string {
  if (deck.played === 0) return 'Not played yet';
  return `${deck.winRate}% win rate for (of ${deck.played} played)`;
}

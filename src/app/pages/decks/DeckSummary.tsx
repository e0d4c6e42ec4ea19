import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { CardImage } from '../../../assets/cards/CardImage';
import type { Card, CardCatalogue } from '../../../domain/cards';
import type { DeckCardEntry } from '../../../domain/catalogue';
import { sumCounts } from '../../../domain/legality';
import type { DeckDto } from '../../../protocol/decks';
import { CardHoverPreview } from '../../components/CardHoverPreview';
import { ChainIcon } from '../../components/ChainIcon';
import { DiceRow } from './DiceRow';

/** Card type headings of the text list, in deck-list order. */
const TYPE_ORDER = [
  'Ally',
  'Action Spell',
  'Reaction Spell',
  'Ready Spell',
  'Alteration Spell',
  'Conjuration',
  'Conjured Alteration Spell',
];

interface Group {
  title: string;
  entries: { entry: DeckCardEntry; card: Card | undefined }[];
}

function groupByType(entries: readonly DeckCardEntry[], catalogue: CardCatalogue): Group[] {
  const groups = new Map<string, Group>();
  for (const entry of entries) {
    const card = catalogue[entry.id];
    const title = card?.type ?? 'Unknown';
    const group = groups.get(title) ?? { title, entries: [] };
    group.entries.push({ entry, card });
    groups.set(title, group);
  }
  const rank = (title: string) => {
    const index = TYPE_ORDER.indexOf(title);
    return index < 0 ? TYPE_ORDER.length : index;
  };
  return [...groups.values()]
    .sort((a, b) => rank(a.title) - rank(b.title))
    .map((g) => ({
      ...g,
      entries: g.entries.sort((a, b) => (a.card?.name ?? '').localeCompare(b.card?.name ?? '')),
    }));
}

function CardLine({
  entry,
  card,
  imageBaseUrl,
}: {
  entry: DeckCardEntry;
  card: Card | undefined;
  imageBaseUrl: string | null;
}) {
  return (
    <Typography
      variant="body2"
      component="li"
      sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
    >
      <span>{entry.count}x</span>
      {card ? (
        <CardHoverPreview card={card} imageBaseUrl={imageBaseUrl}>
          <Box
            component="span"
            tabIndex={0}
            data-testid="deck-card-name"
            sx={{ cursor: 'help', '&:hover, &:focus': { color: 'primary.light' } }}
          >
            {card.name}
          </Box>
        </CardHoverPreview>
      ) : (
        <span>{entry.id}</span>
      )}
      {card?.isChained && <ChainIcon size={14} />}
      {entry.ff && (
        <Typography component="span" variant="caption" color="text.secondary">
          (first five)
        </Typography>
      )}
    </Typography>
  );
}

function TextList({
  entries,
  catalogue,
  imageBaseUrl,
}: {
  entries: DeckCardEntry[];
  catalogue: CardCatalogue;
  imageBaseUrl: string | null;
}) {
  return (
    <Box sx={{ columnCount: { xs: 1, md: 2 }, columnGap: 3 }}>
      {groupByType(entries, catalogue).map((group) => (
        <Box key={group.title} sx={{ breakInside: 'avoid', mb: 1 }}>
          <Typography variant="subtitle2" color="primary">
            {group.title} ({sumCounts(group.entries.map((e) => e.entry))})
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {group.entries.map(({ entry, card }) => (
              <CardLine key={entry.id} entry={entry} card={card} imageBaseUrl={imageBaseUrl} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Picture sizes of the Images view; the smallest fits two columns beside the editor. */
const IMAGE_WIDTHS = [
  { label: 'Small', width: 104 },
  { label: 'Medium', width: 160 },
  { label: 'Large', width: 240 },
];
const DEFAULT_IMAGE_WIDTH = 160;

function ImageList({
  entries,
  catalogue,
  imageBaseUrl,
  width,
}: {
  entries: DeckCardEntry[];
  catalogue: CardCatalogue;
  imageBaseUrl: string | null;
  width: number;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="deck-image-list">
      {entries.map((entry) => {
        const card = catalogue[entry.id];
        if (!card) return null;
        return (
          <Box key={entry.id} sx={{ position: 'relative' }}>
            <CardHoverPreview card={card} imageBaseUrl={imageBaseUrl}>
              <Box tabIndex={0}>
                <CardImage card={card} width={width} imageBaseUrl={imageBaseUrl} />
              </Box>
            </CardHoverPreview>
            <Box
              sx={{
                position: 'absolute',
                right: 4,
                bottom: 4,
                px: 0.75,
                borderRadius: 1,
                bgcolor: 'rgba(0,0,0,0.75)',
                fontWeight: 700,
              }}
            >
              {entry.count}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** Dice row, card lists (text or images), total, notes and the deck's game record. */
export function DeckSummary({
  deck,
  catalogue,
  imageBaseUrl,
}: {
  deck: DeckDto;
  catalogue: CardCatalogue;
  imageBaseUrl: string | null;
}) {
  const [mode, setMode] = useState<'text' | 'image'>('text');
  const [imageWidth, setImageWidth] = useState(DEFAULT_IMAGE_WIDTH);
  const total = sumCounts(deck.cards);
  const losses = Math.max(0, deck.played - deck.wins);
  return (
    <Box data-testid="deck-summary">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', my: 1 }}>
        <DiceRow dice={deck.dicepool} />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_, value: 'text' | 'image' | null) => value && setMode(value)}
          aria-label="Card list display"
        >
          <ToggleButton value="text">Text</ToggleButton>
          <ToggleButton value="image">Images</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Typography variant="subtitle1" data-testid="deck-total">
        Cards ({total})
      </Typography>
      {deck.locked ? (
        <Typography color="text.secondary">
          This is a premium deck: its cards are open to supporters.
        </Typography>
      ) : mode === 'text' ? (
        <TextList
          entries={[...deck.cards, ...deck.conjurations]}
          catalogue={catalogue}
          imageBaseUrl={imageBaseUrl}
        />
      ) : (
        <>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={imageWidth}
            onChange={(_, value: number | null) => value && setImageWidth(value)}
            aria-label="Card picture size"
            sx={{ mb: 1 }}
          >
            {IMAGE_WIDTHS.map(({ label, width }) => (
              <ToggleButton key={width} value={width}>
                {label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <ImageList
            entries={[...deck.cards, ...deck.conjurations]}
            catalogue={catalogue}
            imageBaseUrl={imageBaseUrl}
            width={imageWidth}
          />
        </>
      )}
      {deck.notes && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle1">Deck Notes</Typography>
          <Typography
            variant="body2"
            data-testid="deck-notes"
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {deck.notes}
          </Typography>
        </Box>
      )}
      <Table size="small" sx={{ mt: 2, maxWidth: 420 }} data-testid="deck-stats">
        <TableHead>
          <TableRow>
            <TableCell>Wins</TableCell>
            <TableCell>Losses</TableCell>
            <TableCell>Total</TableCell>
            <TableCell>Win Rate</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell>{deck.wins}</TableCell>
            <TableCell>{losses}</TableCell>
            <TableCell>{deck.played}</TableCell>
            <TableCell>{deck.played === 0 ? '–' : `${deck.winRate}%`}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

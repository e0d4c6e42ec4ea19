import {
  Box,
  CircularProgress,
  FormControlLabel,
  InputAdornment,
  Paper,
  Radio,
  RadioGroup,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { ApiCard } from '../../../protocol/cards';
import { AlertPanel } from '../../components/AlertPanel';
import {
  CARD_BASE_WIDTH,
  CARD_SIZE_MULTIPLIERS,
  CARD_SIZES,
  cardSizeOf,
} from '../../../protocol/card-sizes';
import type { CardSize } from '../../../protocol/card-sizes';
import { useAuthStore } from '../../stores/auth';
import { useCardsStore } from '../../stores/cards';
import { CardDetails } from './CardDetails';
import { CardFilters } from './CardFilters';
import { CardGallery } from './CardGallery';
import { cardsOfKind, filterOptions, galleryCards, NO_FILTER } from './gallery';
import type { GalleryFilter, GalleryKind } from './gallery';

/** The gallery shows cards larger than the in-game base size, scaled by the card size setting. */
const GALLERY_SCALE = 2.4;

const SIZE_LABELS: Record<CardSize, string> = {
  small: 'Small',
  normal: 'Normal',
  large: 'Large',
  'x-large': 'X-Large',
};

/** /cards: every card of the catalogue, player or chimera, drawn by the card renderer. */
export function CardsPage() {
  const cards = useCardsStore((s) => s.cards);
  const status = useCardsStore((s) => s.status);
  const error = useCardsStore((s) => s.error);
  const imageBaseUrl = useCardsStore((s) => s.cardImageBaseUrl);
  const load = useCardsStore((s) => s.load);
  const userSize = useAuthStore((s) => s.user?.settings.cardSize);
  const [kind, setKind] = useState<GalleryKind>('player');
  const [filter, setFilter] = useState<GalleryFilter>(NO_FILTER);
  const [chosenSize, setChosenSize] = useState<CardSize | null>(null);
  const [selected, setSelected] = useState<ApiCard | null>(null);
  const deferredFilter = useDeferredValue(filter);
  const size = chosenSize ?? cardSizeOf(userSize);
  const width = Math.round(CARD_BASE_WIDTH * CARD_SIZE_MULTIPLIERS[size] * GALLERY_SCALE);

  useEffect(() => {
    void load();
  }, [load]);

  const shown = useMemo(
    () => galleryCards(cards, kind, deferredFilter),
    [cards, kind, deferredFilter],
  );
  const options = useMemo(() => filterOptions(cardsOfKind(cards, kind)), [cards, kind]);

  return (
    <Box sx={{ maxWidth: 1500, mx: 'auto', p: { xs: 1, md: 3 } }}>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          All Cards
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            mb: 3,
            pb: 2,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <RadioGroup
            row
            aria-label="Card set"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value === 'chimera' ? 'chimera' : 'player');
              // Types, releases and Phoenixborn differ between the two sets.
              setFilter({ ...NO_FILTER, search: filter.search });
            }}
          >
            <FormControlLabel value="player" control={<Radio />} label="Player cards" />
            <FormControlLabel value="chimera" control={<Radio />} label="Chimera cards" />
          </RadioGroup>
          <TextField
            size="small"
            placeholder="Search name, type or text"
            value={filter.search}
            onChange={(event) => setFilter({ ...filter, search: event.target.value })}
            slotProps={{
              htmlInput: { 'aria-label': 'Search cards' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Box component="span" aria-hidden>
                      ⌕
                    </Box>
                  </InputAdornment>
                ),
              },
            }}
            sx={{ minWidth: 260 }}
          />
          <Box sx={{ flexGrow: 1 }} />
          <ToggleButtonGroup
            size="small"
            exclusive
            value={size}
            aria-label="Card size"
            onChange={(_, value: CardSize | null) => value && setChosenSize(value)}
          >
            {CARD_SIZES.map((option) => (
              <ToggleButton key={option} value={option}>
                {SIZE_LABELS[option]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Box sx={{ flexBasis: '100%' }}>
            <CardFilters filter={filter} options={options} onChange={setFilter} />
          </Box>
        </Box>
        {status === 'loading' || status === 'idle' ? (
          <Box
            sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4, justifyContent: 'center' }}
          >
            <CircularProgress size={28} />
            <Typography>Loading cards from the server...</Typography>
          </Box>
        ) : null}
        {status === 'error' && error ? (
          <AlertPanel type="danger" message={Array.isArray(error) ? error.join(' ') : error} />
        ) : null}
        {status === 'loaded' ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
              {shown.length} {shown.length === 1 ? 'card' : 'cards'}
            </Typography>
            {shown.length === 0 ? (
              <AlertPanel
                type="info"
                message={
                  Object.keys(cards).length === 0
                    ? 'The card catalogue is empty.'
                    : 'No cards match your search and filters.'
                }
              />
            ) : (
              <CardGallery
                cards={shown}
                width={width}
                imageBaseUrl={imageBaseUrl}
                onSelect={setSelected}
              />
            )}
          </>
        ) : null}
      </Paper>
      <CardDetails card={selected} imageBaseUrl={imageBaseUrl} onClose={() => setSelected(null)} />
    </Box>
  );
}

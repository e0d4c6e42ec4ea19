import { Box, Dialog, DialogContent, IconButton, Typography } from '@mui/material';
import { CardImage } from '../../../assets/cards/CardImage';
import type { ApiCard } from '../../../protocol/cards';
import { ChainIcon } from '../../components/ChainIcon';

/** A card at full size with the facts that are not on its face. */
export function CardDetails({
  card,
  imageBaseUrl,
  onClose,
}: {
  card: ApiCard | null;
  imageBaseUrl: string | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={card !== null} onClose={onClose} maxWidth="md">
      {card ? (
        <DialogContent sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', position: 'relative' }}>
          <IconButton
            aria-label="Close"
            onClick={onClose}
            sx={{ position: 'absolute', top: 4, right: 4 }}
          >
            ×
          </IconButton>
          <CardImage card={card} width={340} imageBaseUrl={imageBaseUrl} />
          <Box sx={{ maxWidth: 300, pt: 1 }}>
            <Typography variant="h5" gutterBottom>
              {card.name}
            </Typography>
            <Typography color="text.secondary">{card.type}</Typography>
            {card.release ? (
              <Typography color="text.secondary" gutterBottom>
                {card.release.name}
              </Typography>
            ) : null}
            {card.phoenixborn ? (
              <Typography sx={{ mt: 1 }}>Phoenixborn card: {card.phoenixborn}</Typography>
            ) : null}
            {card.conjurations?.length ? (
              <Typography sx={{ mt: 1 }}>
                Conjures: {card.conjurations.map((c) => c.name).join(', ')}
              </Typography>
            ) : null}
            <Typography sx={{ mt: 1 }} data-testid="card-automation">
              {card.automated
                ? 'Automated: the rules engine plays its abilities.'
                : 'Played by hand: the engine does not run its abilities; resolve its text yourself.'}
            </Typography>
            {card.isChained ? (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2 }}>
                <ChainIcon size={22} />
                <Typography variant="body2">
                  On the chained list: organised play bars it from the first five and from the first
                  round. The mark is informational only.
                </Typography>
              </Box>
            ) : null}
          </Box>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

import { Box, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { CardImage } from '../../assets/cards/CardImage';
import type { RenderableCard } from '../../assets/cards/render';

/** Width of the enlarged card: readable text without covering the whole deck list. */
export const CARD_PREVIEW_WIDTH = 300;

/**
 * Shows the card enlarged beside its name (or picture) while the pointer rests on it or it
 * has the keyboard focus, as deck lists in card games do. The child must accept a ref.
 */
export function CardHoverPreview({
  card,
  imageBaseUrl,
  children,
}: {
  card: RenderableCard & { imageStub?: string };
  imageBaseUrl: string | null;
  children: ReactElement;
}) {
  return (
    <Tooltip
      placement="right"
      enterDelay={150}
      describeChild
      title={
        <Box data-testid="card-preview">
          <CardImage card={card} width={CARD_PREVIEW_WIDTH} imageBaseUrl={imageBaseUrl} />
        </Box>
      }
      slotProps={{ tooltip: { sx: { p: 0, bgcolor: 'transparent', maxWidth: 'none' } } }}
    >
      {children}
    </Tooltip>
  );
}

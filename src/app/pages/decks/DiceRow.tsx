import { Box, Tooltip } from '@mui/material';
import { dieIcon } from '../../../assets/cards/icons';
import type { DicePoolEntry, Magic } from '../../../domain/dice';
import { DECK_DICE_COUNT } from '../../../domain/constants';

/** The dice pool as ten slots: one power-face icon per die, empty placeholders for the rest. */
export function DiceRow({ dice, size = 22 }: { dice: readonly DicePoolEntry[]; size?: number }) {
  const slots: (Magic | null)[] = dice.flatMap((die) =>
    Array.from({ length: Math.max(0, die.count) }, () => die.magic),
  );
  while (slots.length < DECK_DICE_COUNT) slots.push(null);
  return (
    <Box
      sx={{ display: 'flex', gap: 0.25, flexWrap: 'wrap' }}
      data-testid="dice-row"
      aria-label={dice.map((d) => `${d.count} ${d.magic}`).join(', ') || 'No dice'}
    >
      {slots.map((magic, index) =>
        magic ? (
          <Tooltip key={index} title={magic}>
            <Box
              component="svg"
              viewBox="0 0 24 24"
              className="die"
              data-magic={magic}
              sx={{ width: size, height: size }}
              dangerouslySetInnerHTML={{
                __html: dieIcon(magic, 'power'),
              }}
            />
          </Tooltip>
        ) : (
          <Box
            key={index}
            className="die-empty"
            sx={{
              width: size,
              height: size,
              borderRadius: '50%',
              border: '1px dashed',
              borderColor: 'text.disabled',
            }}
          />
        ),
      )}
    </Box>
  );
}

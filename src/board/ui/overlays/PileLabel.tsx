import { Box } from '@mui/material';
import type { PileSlot } from '../../layout/layout';

/** A pile's name and count under it on the table; a click opens its popup (or chooses it). */
export function PileLabel({ slot, onClick }: { slot: PileSlot; onClick(): void }) {
  return (
    <Box
      component="button"
      type="button"
      data-testid={`pile-${slot.ownRow ? 'mine' : 'theirs'}-${slot.pile.replace(' ', '-')}`}
      title={`${slot.label}: ${slot.count}`}
      onClick={onClick}
      sx={{
        position: 'absolute',
        left: slot.x,
        top: slot.y + slot.h - 20,
        width: slot.w,
        height: 20,
        border: 0,
        borderRadius: '0 0 6px 6px',
        bgcolor: 'rgba(10,6,4,0.82)',
        color: '#f3e3c8',
        fontSize: 11,
        fontWeight: 600,
        cursor: 'pointer',
        display: 'flex',
        justifyContent: 'space-between',
        gap: 0.5,
        px: 0.75,
        alignItems: 'center',
        '&:hover': { bgcolor: 'rgba(224,146,60,0.5)' },
      }}
    >
      {/* A long label gives way to the count on narrow piles; the title keeps it whole. */}
      <Box
        component="span"
        data-part="label"
        sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {slot.label}
      </Box>
      <span data-part="count">{slot.count}</span>
    </Box>
  );
}

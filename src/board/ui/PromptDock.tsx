import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import type { BoardLayout } from '../layout/layout';

/**
 * The prompt panel's place on the table: the layout's dock beside our hand (left or right by
 * the left-mode setting), its bottom on the hand row's bottom. A prompt taller than the hand
 * row scrolls inside it: growing upward would cover our dice (at the left of the home row
 * above), which a payment prompt asks the player to click.
 */
export function PromptDock(props: { layout: BoardLayout | null; children: ReactNode }) {
  const dock = props.layout?.prompt;
  if (!props.layout || !dock) return null;
  const bottom = dock.y + dock.h;
  return (
    <Box
      data-testid="prompt-dock"
      sx={{
        position: 'absolute',
        left: dock.x,
        width: dock.w,
        bottom: props.layout.height - bottom,
        maxHeight: dock.h,
        overflowY: 'auto',
        // Above the canvas and the pile labels, below the battle zone, popups and the zoom.
        zIndex: 8,
      }}
    >
      {props.children}
    </Box>
  );
}

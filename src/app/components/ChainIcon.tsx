import { Box, Tooltip } from '@mui/material';
import { chainIcon } from '../../assets/cards/icons';

export interface ChainIconProps {
  /** In a game: red in round one, green from round two on; gold elsewhere. */
  tone?: 'neutral' | 'round-one' | 'later-rounds';
  size?: number;
}

const COLOURS = { neutral: '#d9b25a', 'round-one': '#e0463a', 'later-rounds': '#5cbf5c' };

/** The chained-list mark; informational only. */
export function ChainIcon({ tone = 'neutral', size = 18 }: ChainIconProps) {
  return (
    <Tooltip title="On the chained list: organised play bars it from the first five and from the first round">
      <Box
        component="svg"
        viewBox="0 0 24 24"
        role="img"
        aria-label="Chained card"
        className="chain-icon"
        sx={{ width: size, height: size, verticalAlign: 'middle', flexShrink: 0 }}
        dangerouslySetInnerHTML={{ __html: chainIcon(COLOURS[tone]) }}
      />
    </Tooltip>
  );
}

import { Box, Chip, Tooltip } from '@mui/material';
import type { PlayerView } from '../../protocol/game-view';

const ROMAN = ['I', 'II', 'III'] as const;

/**
 * The Chimera's own counters in its stats bar (a solo game only): the phase of its behaviour
 * and ultimate, its five rage dice (power or basic, never exhausted) and the Red Rains tokens on
 * the Chimera card, which fire its Ultimate at three.
 */
export function ChimeraStatus({ player }: { player: PlayerView }) {
  if (player.chimeraPhase === undefined) return null;
  const rage = player.rageDice ?? [];
  const power = rage.filter((face) => face === 'power').length;
  const redRains = player.phoenixborn.tokens.redRains ?? 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="chimera-status">
      <Tooltip title="The Chimera's phase: its behaviour table and Ultimate">
        <Chip
          size="small"
          color="error"
          variant="outlined"
          label={`Phase ${ROMAN[player.chimeraPhase - 1] ?? player.chimeraPhase}`}
          data-testid="chimera-phase"
          data-phase={player.chimeraPhase}
        />
      </Tooltip>
      <Tooltip title="Rage dice: when all show power they reset and Red Rains gathers">
        <Box
          role="img"
          aria-label={`Rage dice: ${power} power, ${rage.length - power} basic`}
          data-testid="rage-dice"
          sx={{ display: 'flex', gap: 0.5 }}
        >
          {rage.map((face, index) => (
            <Box
              key={index}
              data-face={face}
              sx={{
                width: 16,
                height: 16,
                borderRadius: '4px',
                border: '2px solid #c62828',
                bgcolor: face === 'power' ? '#c62828' : 'transparent',
              }}
            />
          ))}
        </Box>
      </Tooltip>
      <Tooltip title="Red Rains tokens on the Chimera: at three, its Ultimate fires">
        <Chip
          size="small"
          label={`Red Rains ${redRains}`}
          data-testid="red-rains"
          sx={{ bgcolor: '#7b1fa2', color: '#fff' }}
        />
      </Tooltip>
    </Box>
  );
}

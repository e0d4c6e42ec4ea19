import { Box, Paper, Typography } from '@mui/material';
import type { GameView } from '../../../protocol/game-view';
import { findCard } from '../../logic/rules';

/** The battle zone: each battle of the current attack, attacker against target and guard. */
export function BattleZone({ view }: { view: GameView }) {
  const attack = view.attack;
  if (!attack || attack.battles.length === 0) return null;
  const nameOf = (uuid: string) => findCard(view, uuid)?.name ?? 'Hidden card';
  // Phoenixborn attacks are met by blockers, unit attacks by guards.
  const metBy = attack.isPhoenixbornAttack ? 'blocked by' : 'guarded by';
  return (
    <Paper
      elevation={8}
      data-testid="battle-zone"
      sx={{
        position: 'absolute',
        left: 8,
        top: '50%',
        transform: 'translateY(-50%)',
        zIndex: 9,
        p: 1,
        maxWidth: 280,
        bgcolor: 'rgba(26,18,12,0.92)',
        border: '1px solid rgba(229,65,58,0.7)',
        pointerEvents: 'none',
      }}
    >
      <Typography variant="subtitle2" sx={{ color: '#ff8a80' }}>
        {attack.isPhoenixbornAttack ? 'Phoenixborn attack' : 'Unit attack'} by{' '}
        {attack.attackingPlayer}
      </Typography>
      {attack.battles.map((battle) => (
        <Typography key={battle.attacker} variant="body2" component="div" data-testid="battle">
          <b>{nameOf(battle.attacker)}</b> → {nameOf(battle.target)}
          {battle.guard && battle.guard !== battle.target && (
            <Box component="span" sx={{ color: '#8cc4ff' }}>
              {' '}
              ({metBy} {nameOf(battle.guard)})
            </Box>
          )}
        </Typography>
      ))}
    </Paper>
  );
}

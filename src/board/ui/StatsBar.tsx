import { Box, Button, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import type { PlayerView } from '../../protocol/game-view';
import { lifeColour, lifeRemaining } from '../logic/labels';
import { ChimeraStatus } from './ChimeraStatus';
import { useBoard, useGame } from './context';

const LIFE_COLOURS = { green: '#5cb85c', orange: '#f0ad4e', red: '#d9534f' } as const;

/** A player's stats bar: life, actions, markers; own controls only when `controls`. */
export function StatsBar(props: {
  player: PlayerView;
  controls: boolean;
  position: 'top' | 'bottom';
}) {
  const { send } = useBoard();
  const manualMode = useGame((s) => s.view?.manualMode ?? false);
  const isReplay = useGame((s) => s.view?.isReplay ?? false);
  const typing = useGame((s) => s.opponentTyping);
  const compact = useGame((s) => s.viewSettings.compactLayout);
  const p = props.player;
  const life = lifeRemaining(p.phoenixborn.life, p.phoenixborn.tokens.damage);
  const colour = LIFE_COLOURS[lifeColour(life)];
  const c = props.controls;
  return (
    <Box
      data-testid={`stats-${props.position}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        // The compact layout gives the table the height it saves here.
        height: compact ? 32 : 38,
        bgcolor: 'rgba(12, 8, 6, 0.8)',
        borderTop: props.position === 'bottom' ? '1px solid rgba(224,146,60,0.3)' : undefined,
        borderBottom: props.position === 'top' ? '1px solid rgba(224,146,60,0.3)' : undefined,
      }}
    >
      <Typography sx={{ fontWeight: 700 }}>{p.name}</Typography>
      {p.firstPlayer && (
        <Chip size="small" label="First player" color="secondary" variant="outlined" />
      )}
      {p.activePlayer && <Chip size="small" label="Active" color="primary" />}
      {!isReplay && (p.disconnected || p.awol) && (
        <Chip size="small" color="error" label={p.awol ? 'Disconnected (awol)' : 'Disconnected'} />
      )}
      {props.position === 'top' && typing && (
        <Typography variant="body2" color="text.secondary">
          typing…
        </Typography>
      )}
      <Tooltip title="Life remaining">
        <Box
          data-testid={`life-${p.name}`}
          data-colour={lifeColour(life)}
          sx={{ fontWeight: 800, fontSize: 20, color: colour, minWidth: 36, textAlign: 'center' }}
        >
          ♥ {life}
        </Box>
      </Tooltip>
      <ChimeraStatus player={p} />
      <Button
        size="small"
        variant={p.actions.main ? 'contained' : 'outlined'}
        color="primary"
        disabled={!c}
        onClick={() =>
          send({ type: 'modifyAction', action: 'main', value: p.actions.main ? 0 : 1 })
        }
        sx={{ minWidth: 0, px: 1 }}
      >
        Main
      </Button>
      <Button
        size="small"
        variant={p.limitedPlayed > 0 ? 'outlined' : 'contained'}
        color="secondary"
        disabled={!c}
        onClick={() => send({ type: 'modifyLimited', limitedPlayed: p.limitedPlayed > 0 ? 0 : 1 })}
        sx={{ minWidth: 0, px: 1 }}
      >
        Reaction
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        {c && (
          <IconButton
            size="small"
            aria-label="Side action -1"
            onClick={() => send({ type: 'changeStat', stat: 'side', delta: -1 })}
          >
            −
          </IconButton>
        )}
        <Typography variant="body2">Side {p.actions.side}</Typography>
        {c && (
          <IconButton
            size="small"
            aria-label="Side action +1"
            onClick={() => send({ type: 'changeStat', stat: 'side', delta: 1 })}
          >
            +
          </IconButton>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Dice spent {p.totalDiceSpend} · Cards played {p.totalCardsPlayed}
      </Typography>
      <Box sx={{ flex: 1 }} />
      {c && (
        <Button
          size="small"
          variant={manualMode ? 'contained' : 'text'}
          color={manualMode ? 'warning' : 'inherit'}
          onClick={() => send({ type: 'toggleManualMode' })}
          data-testid="manual-toggle"
        >
          Manual mode
        </Button>
      )}
    </Box>
  );
}

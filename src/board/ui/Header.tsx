import {
  Box,
  Button,
  Chip,
  Divider,
  IconButton,
  Menu,
  MenuItem,
  Popover,
  SvgIcon,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { isFinished, isSpectator, leaveAction, perspective, stepCardSize } from '../logic/rules';
import { turnBanner } from '../logic/turnBanner';
import { Clock } from './Clock';
import { ConfirmDialog } from './ConfirmDialog';
import { selectDeckNotes } from '../store/gameStore';
import { useBoard, useGame } from './context';
import { MANUAL_COMMANDS } from './manualCommands';
import { RestartPractice } from './RestartPractice';
import { TakeBack } from './TakeBack';
import { StreamerToggle } from './StreamerView';

/** Game menu header: Leave or Concede, 'Round N', the clock and the game menu. */
export function Header() {
  const { send, onLeave, store } = useBoard();
  const view = useGame((s) => s.view);
  const deckNotes = useGame(selectDeckNotes);
  const cardSize = useGame((s) => s.viewSettings.cardSize);
  const compact = useGame((s) => s.viewSettings.compactLayout);
  const [confirm, setConfirm] = useState<string | null>(null);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [spectatorAnchor, setSpectatorAnchor] = useState<HTMLElement | null>(null);
  if (!view) return null;
  const action = leaveAction(view);
  const spectator = isSpectator(view);
  const { me } = perspective(view);
  const spectators = view.spectators ?? [];

  const leave = () => {
    send({ type: 'leavegame' });
    onLeave?.();
  };
  const onLeaveClick = () => {
    if (action.confirm) setConfirm(action.confirm);
    else leave();
  };
  const onConfirmed = () => {
    setConfirm(null);
    if (action.kind === 'concede') send({ type: 'concede' });
    else leave();
  };
  const setUi = store.getState().setUi;
  const closeMenu = () => setMenuAnchor(null);

  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 1.5,
        height: compact ? 34 : 40,
        bgcolor: 'rgba(12, 8, 6, 0.85)',
        borderBottom: '1px solid rgba(224, 146, 60, 0.3)',
      }}
    >
      <Button
        size="small"
        variant="outlined"
        color={action.kind === 'concede' ? 'error' : 'primary'}
        onClick={onLeaveClick}
      >
        {action.kind === 'concede' ? 'Concede' : 'Leave'}
      </Button>
      <Typography sx={{ fontWeight: 600 }} data-testid="round">
        Round {view.round}
      </Typography>
      {me && <Clock clock={me.clock} finished={isFinished(view)} own={!spectator} />}
      <TurnBannerChip />
      <TakeBack />
      <RestartPractice />
      <Box sx={{ flex: 1 }} />
      <Tooltip title="Spectators">
        <Button
          size="small"
          onClick={(e) => setSpectatorAnchor(e.currentTarget)}
          aria-label="Spectators"
          startIcon={<SpectatorIcon />}
        >
          {spectators.length}
        </Button>
      </Tooltip>
      <Popover
        open={Boolean(spectatorAnchor)}
        anchorEl={spectatorAnchor}
        onClose={() => setSpectatorAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Box sx={{ p: 1.5, minWidth: 160 }}>
          {spectators.length === 0 ? (
            <Typography color="text.secondary">No spectators</Typography>
          ) : (
            spectators.map((s) => <Typography key={s.id}>{s.name}</Typography>)
          )}
        </Box>
      </Popover>
      <StreamerToggle />
      <IconButton
        size="small"
        aria-label="Game menu"
        onClick={(e) => setMenuAnchor(e.currentTarget)}
      >
        ☰
      </IconButton>
      <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={closeMenu}>
        <MenuItem onClick={() => (closeMenu(), setUi({ settingsOpen: true }))}>Settings</MenuItem>
        {!spectator && (
          <MenuItem onClick={() => (closeMenu(), send({ type: 'toggleManualMode' }))}>
            Manual Mode{view.manualMode ? ' ✓' : ''}
          </MenuItem>
        )}
        {!spectator && (
          <MenuItem onClick={() => (closeMenu(), setUi({ manualPanelOpen: true }))}>
            Manual Commands
          </MenuItem>
        )}
        {deckNotes && (
          <MenuItem onClick={() => (closeMenu(), setUi({ deckNotesOpen: true }))}>
            Deck Notes
          </MenuItem>
        )}
        <MenuItem onClick={() => (closeMenu(), setUi({ diceHistoryOpen: true }))}>
          Dice History
        </MenuItem>
        <MenuItem onClick={() => (closeMenu(), setUi({ streamer: true }))}>Streamer view</MenuItem>
        <Divider />
        <MenuItem
          onClick={() => (
            closeMenu(),
            store.getState().setViewSettings({ cardSize: stepCardSize(cardSize, 1) })
          )}
          disabled={cardSize === 'x-large'}
        >
          Larger cards
        </MenuItem>
        <MenuItem
          onClick={() => (
            closeMenu(),
            store.getState().setViewSettings({ cardSize: stepCardSize(cardSize, -1) })
          )}
          disabled={cardSize === 'small'}
        >
          Smaller cards
        </MenuItem>
        {!spectator && <Divider />}
        {!spectator &&
          MANUAL_COMMANDS.slice(0, 6).map((c) => (
            <MenuItem
              key={c.command}
              dense
              onClick={() => (closeMenu(), setUi({ manualPanelOpen: true }))}
            >
              <Typography variant="body2" color="text.secondary">
                {c.command}
              </Typography>
            </MenuItem>
          ))}
      </Menu>
      <ConfirmDialog
        open={confirm !== null}
        text={confirm ?? ''}
        onOk={onConfirmed}
        onCancel={() => setConfirm(null)}
      />
    </Box>
  );
}

/** An eye: the spectators of the game (game-board.md section 2: "A spectator icon"). */
function SpectatorIcon() {
  return (
    <SvgIcon fontSize="small" data-testid="spectator-icon">
      <path d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z" />
    </SvgIcon>
  );
}

/** "Your turn" / "Waiting for bob": bright when the table waits for the viewer. */
function TurnBannerChip() {
  const view = useGame((s) => s.view);
  const banner = view ? turnBanner(view) : null;
  if (!banner) return null;
  return (
    <Chip
      size="small"
      role="status"
      aria-live="polite"
      label={banner.text}
      color={banner.yours ? 'warning' : 'default'}
      variant={banner.yours ? 'filled' : 'outlined'}
      data-testid="turn-banner"
      data-yours={banner.yours}
      sx={{
        fontWeight: 700,
        // A short glow as the move comes to the viewer; none for those who ask for less motion.
        '@keyframes turnGlow': {
          from: { boxShadow: '0 0 0 0 rgba(240, 173, 78, 0.9)' },
          to: { boxShadow: '0 0 0 10px rgba(240, 173, 78, 0)' },
        },
        animation: banner.yours ? 'turnGlow 0.9s ease-out 2' : 'none',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}

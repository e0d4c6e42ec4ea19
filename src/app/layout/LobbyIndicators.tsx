import { Box, Button, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useAuthStore } from '../stores/auth';
import { isPlayerIn, useLobbyStore } from '../stores/lobby';
import type { ShellGame } from '../stores/lobby';

function PersonIcon() {
  return (
    <Box component="svg" viewBox="0 0 24 24" sx={{ width: 18, height: 18 }} aria-hidden>
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
    </Box>
  );
}

function SwordsIcon() {
  return (
    <Box component="svg" viewBox="0 0 24 24" sx={{ width: 18, height: 18 }} aria-hidden>
      <path
        d="M4 3l9 9M3 4l9 9M20 3l-9 9M21 4l-9 9M6 15l3 3M18 15l-3 3M4 20l3-3M20 20l-3-3"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </Box>
  );
}

function EyeIcon() {
  return (
    <Box component="svg" viewBox="0 0 24 24" sx={{ width: 18, height: 18 }} aria-hidden>
      <path d="M2 12q10-11 20 0q-10 11-20 0z" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="3" fill="currentColor" />
    </Box>
  );
}

const indicatorSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 0.5,
  px: 1,
  color: 'text.secondary',
  whiteSpace: 'nowrap',
} as const;

/** "player vs player", with ?? for the seat still waiting for an opponent. */
export function matchup(game: ShellGame): string {
  const names = Object.values(game.players).map((player) => player.name);
  return `${names[0] ?? '??'} vs ${names[1] ?? '??'}`;
}

/** The number of users in the lobby. */
export function UserCount() {
  const count = useLobbyStore((s) => s.users.length);
  return (
    <Tooltip title="Users in the lobby">
      <Box sx={indicatorSx} data-testid="user-count">
        <PersonIcon />
        <Typography variant="body2">{count}</Typography>
      </Box>
    </Tooltip>
  );
}

/** The number of games, listing "player vs player" on hover; hidden while the user plays. */
export function GamesCount() {
  const games = useLobbyStore((s) => s.games);
  const currentGame = useLobbyStore((s) => s.currentGame);
  const username = useAuthStore((s) => s.user?.username);
  if (isPlayerIn(currentGame, username)) return null;
  const list =
    games.length === 0 ? (
      'No games in progress'
    ) : (
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {games.map((game) => (
          <li key={game.id}>{matchup(game)}</li>
        ))}
      </Box>
    );
  return (
    <Tooltip title={list}>
      <Box sx={indicatorSx} data-testid="games-count" tabIndex={0}>
        <SwordsIcon />
        <Typography variant="body2">
          {games.length} {games.length === 1 ? 'Game' : 'Games'}
        </Typography>
      </Box>
    </Tooltip>
  );
}

/** Spectator count, Concede (players only) and Leave Game, shown while a game is started. */
export function InGameItems() {
  const game = useLobbyStore((s) => s.currentGame);
  const concede = useLobbyStore((s) => s.concede);
  const leaveGame = useLobbyStore((s) => s.leaveGame);
  const username = useAuthStore((s) => s.user?.username);
  const [confirming, setConfirming] = useState<'concede' | 'leave' | null>(null);
  if (!game?.started) return null;
  const isPlayer = isPlayerIn(game, username);
  const opponentPresent = Object.values(game.players).some(
    (player) => player.name !== username && !player.left && !player.disconnected,
  );
  const leaveConcedes = isPlayer && !game.winner && opponentPresent;
  const spectators =
    game.spectators.length === 0 ? (
      'No spectators'
    ) : (
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {game.spectators.map((spectator) => (
          <li key={spectator.name}>{spectator.name}</li>
        ))}
      </Box>
    );
  return (
    <>
      <Tooltip title={spectators}>
        <Box sx={indicatorSx} data-testid="spectator-count" tabIndex={0}>
          <EyeIcon />
          <Typography variant="body2">{game.spectators.length}</Typography>
        </Box>
      </Tooltip>
      {isPlayer ? (
        <Button color="inherit" size="small" onClick={() => setConfirming('concede')}>
          Concede
        </Button>
      ) : null}
      <Button
        color="inherit"
        size="small"
        onClick={() => (leaveConcedes ? setConfirming('leave') : leaveGame())}
      >
        Leave Game
      </Button>
      <ConfirmDialog
        open={confirming === 'concede'}
        title="Concede"
        message="Are you sure you want to concede this game?"
        confirmLabel="Concede"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          concede();
        }}
      />
      <ConfirmDialog
        open={confirming === 'leave'}
        title="Leave Game"
        message="Your opponent is still in the game, so leaving now will concede it. Are you sure you want to leave?"
        confirmLabel="Leave and concede"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          leaveGame();
        }}
      />
    </>
  );
}

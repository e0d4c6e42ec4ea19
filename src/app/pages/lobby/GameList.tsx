import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { GAME_FORMAT_LABELS } from '../../../protocol/lobby';
import type { LobbyGame } from '../../../protocol/lobby';
import { useAuthStore } from '../../stores/auth';
import { useLobbyStore } from '../../stores/lobby';
import { canJoin, canManageGames, canWatch, elapsed, listStatus } from './gameRules';
import { lobbyActions } from './lobbyActions';

export const NO_GAMES_TEXT = 'No games are currently in progress';
export const KILL_GAME_CONFIRM = 'Are you sure you want to kill this game?';
const LOGIN_TO_JOIN = 'Please login before trying to join a game';
const LOGIN_TO_WATCH = 'Please login before trying to watch a game';
export const SHOW_MORE_GAMES = 'Show more';
export const LOADING_GAMES = 'Loading games...';

/** Re-renders every 30 s so the elapsed times move. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function GameRow({
  game,
  now,
  onError,
}: {
  game: LobbyGame;
  now: number;
  onError(text: string): void;
}) {
  const user = useAuthStore((s) => s.user);
  const inGame = useLobbyStore((s) => s.currentGame !== null);
  const staff = canManageGames(user);
  const status = listStatus(game);
  const names = Object.keys(game.players);
  const enter = (joinType: 'Join' | 'Watch') => {
    if (!user) {
      onError(joinType === 'Join' ? LOGIN_TO_JOIN : LOGIN_TO_WATCH);
      return;
    }
    void lobbyActions.enter(game, joinType)?.then((answer) => {
      if (!answer.success) onError(answer.message);
    });
  };
  const remove = () => {
    if (window.confirm(KILL_GAME_CONFIRM)) void lobbyActions.removeGame(game.id);
  };
  return (
    <Box
      data-testid="game-row"
      data-game-id={game.id}
      sx={{
        p: 1,
        borderRadius: 1,
        border: '1px solid',
        borderColor: staff && game.gamePrivate ? 'warning.main' : 'divider',
        bgcolor: staff && game.gamePrivate ? 'rgba(255, 167, 38, 0.08)' : 'transparent',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{game.name}</Typography>
        <Chip
          size="small"
          variant="outlined"
          color="primary"
          label={GAME_FORMAT_LABELS[game.gameFormat] ?? game.gameFormat}
          data-testid="game-format"
        />
        {game.needsPassword && <Chip size="small" variant="outlined" label="Password" />}
        {game.label && <Chip size="small" label={game.label} />}
        <Typography variant="body2" color="text.secondary" data-testid="game-status">
          {status.text} {elapsed(status.since, now)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          {names[0] ?? ''} vs {names[1] ?? '??'}
          {game.spectators.length > 0 ? ` (${game.spectators.length} watching)` : ''}
        </Typography>
        {staff && game.node && (
          <Typography variant="caption" color="text.secondary">
            {game.node}
          </Typography>
        )}
        {canJoin(game, inGame) && (
          <Button size="small" variant="contained" onClick={() => enter('Join')}>
            Join
          </Button>
        )}
        {canWatch(game, inGame, user) && (
          <Button size="small" variant="outlined" onClick={() => enter('Watch')}>
            Watch
          </Button>
        )}
        {staff && (
          <Button size="small" color="error" onClick={remove}>
            Remove
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/**
 * Show more: the next page of the game list while the lobby has games it did not send (the
 * list comes in pages); a button, so the keyboard reaches it, busy while the page comes.
 */
function ShowMoreGames({ onError }: { onError(text: string): void }) {
  const more = useLobbyStore((s) => s.moreGames);
  const loading = useLobbyStore((s) => s.loadingGames);
  if (more === 0) return null;
  const showMore = () => {
    void lobbyActions.showMoreGames().then((answer) => {
      if (!answer.success) onError(answer.message);
    });
  };
  return (
    <Button
      variant="outlined"
      fullWidth
      onClick={showMore}
      disabled={loading}
      aria-busy={loading}
      startIcon={loading ? <CircularProgress size={16} /> : undefined}
    >
      {loading ? LOADING_GAMES : `${SHOW_MORE_GAMES} (${more})`}
    </Button>
  );
}

/** The Game List card: games grouped as casual and competitive (shown as Ranked). */
export function GameList() {
  const games = useLobbyStore((s) => s.games);
  const now = useNow();
  const [error, setError] = useState<string | null>(null);
  const groups: { title: string; games: LobbyGame[] }[] = [
    { title: 'Casual', games: games.filter((g) => g.gameType !== 'competitive') },
    { title: 'Ranked', games: games.filter((g) => g.gameType === 'competitive') },
  ];
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          Game List
        </Typography>
        {error && (
          <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 1 }}>
            {error}
          </Alert>
        )}
        {games.length === 0 ? (
          <Typography color="text.secondary">{NO_GAMES_TEXT}</Typography>
        ) : (
          groups
            .filter((group) => group.games.length > 0)
            .map((group) => (
              <Box key={group.title} sx={{ mb: 2 }}>
                <Typography variant="subtitle2" color="primary" sx={{ mb: 1 }}>
                  {group.title}
                </Typography>
                <Stack spacing={1}>
                  {group.games.map((game) => (
                    <GameRow key={game.id} game={game} now={now} onError={setError} />
                  ))}
                </Stack>
              </Box>
            ))
        )}
        <ShowMoreGames onError={setError} />
      </CardContent>
    </Card>
  );
}

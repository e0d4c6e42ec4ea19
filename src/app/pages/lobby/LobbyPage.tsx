import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { streamerRequested, withStreamerQuery } from '../../../board/logic/streamer';
import type { GameCommand } from '../../../protocol/game';
import { GuidedGameCard } from '../../guide/GuidedGameCard';
import { guideFollowsRestart } from '../../guide/guide-progress';
import { useGuideControls } from '../../guide/useGuide';
import { useReplayStore } from '../../replay/store';
import { lazyNamed } from '../../routing/lazyPage';
import { gameConnection } from '../../socket/game-socket';
import { LOBBY_CONNECTION_LOST } from '../../socket/lobby-socket';
import { useAuthStore } from '../../stores/auth';
import { useCardImageBase } from '../../stores/cards';
import { toast } from '../../stores/toasts';
import { selectGameFormat, selectLobbyGame, useLobbyStore } from '../../stores/lobby';
import { GameScreen, WAITING_FOR_SERVER_TEXT } from '../game/GameScreen';
import { renderRematchDeckModal } from '../game/RematchDeckModal';
import { GameList } from './GameList';
import { canJoin, canWatch } from './gameRules';
import { LeaguePairings } from './LeaguePairings';
import { lobbyActions } from './lobbyActions';
import { LobbyChat } from './LobbyChat';

// The form and its validation load when a game is first set up, not with the lobby; the
// replay viewer when a replay is first loaded.
const NewGameForm = lazyNamed(() => import('./NewGameForm'), 'NewGameForm');
const ReplayGame = lazyNamed(() => import('../../replay/ReplayGame'), 'ReplayGame');
// The panels of a game being set up or joined, with their form fields and selects.
const PendingGame = lazyNamed(() => import('./PendingGame'), 'PendingGame');
const PasswordPrompt = lazyNamed(() => import('./PasswordPrompt'), 'PasswordPrompt');

export const NOT_LOGGED_IN_WARNING = 'Please log in to be able to start a new game';
export const GAME_NOT_FOUND = 'The game you tried to join was not found.';

function useGameStore() {
  return useSyncExternalStore(
    (listener) => gameConnection.subscribe(listener),
    () => gameConnection.store,
  );
}

// The board's callbacks are module functions: a new function on every render would make the
// board rebuild its scene, clocks and prompt timer whenever the lobby or the user changes.
function sendGameCommand(command: GameCommand): void {
  gameConnection.send(command);
}

function sendTyping(typing: boolean): void {
  gameConnection.typing(typing);
}

/** Restart of the current practice game; a refusal is shown, the new game comes as a handoff. */
function restartPractice(): void {
  const game = useLobbyStore.getState().currentGame;
  if (!game) return;
  void lobbyActions.restartPractice(game.id).then((ack) => {
    if (!ack.success) return toast(ack.message, 'error');
    const username = useAuthStore.getState().user?.username;
    if (username && typeof ack.gameId === 'string')
      guideFollowsRestart(username, game.id, ack.gameId);
  });
}

/** The started game: the board on the game node's connection. */
function InGame() {
  const store = useGameStore();
  const loggedIn = useAuthStore((s) => s.user !== null);
  const leaveGame = useLobbyStore((s) => s.leaveGame);
  const connected = useLobbyStore((s) => s.gameConnection.connected);
  const format = useLobbyStore(selectGameFormat);
  const ratingChanges = useLobbyStore((s) => s.currentGame?.ratingChanges);
  const guide = useGuideControls(useLobbyStore((s) => s.currentGame?.id));
  const practice = useLobbyStore((s) => selectLobbyGame(s)?.newGameType === 'practice');
  const cardImageBase = useCardImageBase();
  const screen =
    store && cardImageBase !== undefined ? (
      <GameScreen
        store={store}
        send={sendGameCommand}
        loggedIn={loggedIn}
        onLeave={leaveGame}
        onRestart={practice ? restartPractice : undefined}
        onTyping={sendTyping}
        cardImageBase={cardImageBase}
        format={format}
        selectDeck={renderRematchDeckModal}
        ratingChanges={ratingChanges}
        guide={guide}
      />
    ) : null;
  return (
    <Box data-testid="game-connection" data-connected={connected ? 'true' : 'false'}>
      {screen ?? <WaitingForServer />}
    </Box>
  );
}

function LoadingReplay() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }} role="status">
      <CircularProgress size={28} aria-label="Loading the replay" />
    </Box>
  );
}

function WaitingForServer() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }} role="status">
      <CircularProgress size={28} />
      <Typography>{WAITING_FOR_SERVER_TEXT}</Typography>
    </Box>
  );
}

/**
 * `/play?gameId=`: joins (or watches) that game once the lobby has sent its list; with
 * `&view=stream` the board then opens in its streamer view (an OBS browser source).
 */
function useAutoJoin(onError: (text: string) => void) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const gameId = params.get('gameId');
  const streamer = streamerRequested(`?${params.toString()}`);
  const games = useLobbyStore((s) => s.games);
  const connected = useLobbyStore((s) => s.connected);
  const inGame = useLobbyStore((s) => s.currentGame !== null);
  const user = useAuthStore((s) => s.user);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!gameId || !connected || handled.current === gameId) return;
    // Give the lobby a moment to send the list after the connection opens.
    const timer = setTimeout(() => {
      handled.current = gameId;
      const game = games.find((g) => g.id === gameId);
      navigate(`/${withStreamerQuery('', streamer)}`, { replace: true });
      if (!game) {
        onError(GAME_NOT_FOUND);
        return;
      }
      if (!user) {
        onError('Please login before trying to join a game');
        return;
      }
      const joinType = canJoin(game, inGame)
        ? 'Join'
        : canWatch(game, inGame, user)
          ? 'Watch'
          : null;
      if (!joinType) return;
      void lobbyActions.enter(game, joinType)?.then((answer) => {
        if (!answer.success) onError(answer.message);
      });
    }, 300);
    return () => clearTimeout(timer);
  }, [gameId, streamer, connected, games, inGame, user, navigate, onError]);
}

const PICTURE_BUTTONS = [
  { key: 'pvp', label: '2 Player' },
  { key: 'chimera', label: 'Chimera' },
  { key: 'practice', label: 'Practice' },
  { key: 'league', label: 'League' },
  { key: 'decks', label: 'Decks' },
  { key: 'results', label: 'Results' },
  { key: 'replay', label: 'Replay' },
] as const;

function LobbyHome() {
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const notice = useLobbyStore((s) => s.notice);
  const game = useLobbyStore(selectLobbyGame);
  const newGame = useLobbyStore((s) => s.newGame);
  const newGameType = useLobbyStore((s) => s.newGameType);
  const passwordGame = useLobbyStore((s) => s.passwordGame);
  const passwordJoinType = useLobbyStore((s) => s.passwordJoinType);
  const [leagueOpen, setLeagueOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const connectionLost = useLobbyStore((s) => s.connectionLost);
  useAutoJoin(setError);

  const press = (key: (typeof PICTURE_BUTTONS)[number]['key']) => {
    setError(null);
    if (key === 'decks') return navigate('/decks');
    if (key === 'results') return navigate('/results');
    if (key === 'replay') return useReplayStore.getState().openLoader();
    if (key === 'league') {
      setLeagueOpen((open) => !open);
      return;
    }
    if (!user) {
      setError(NOT_LOGGED_IN_WARNING);
      return;
    }
    setLeagueOpen(false);
    lobbyActions.startNewGame(key);
  };

  let content = null;
  if (passwordGame && passwordJoinType) {
    content = <PasswordPrompt game={passwordGame} joinType={passwordJoinType} />;
  } else if (game && !game.started) {
    content = <PendingGame game={game} />;
  } else if (newGame && newGameType && newGameType !== 'league') {
    content = <NewGameForm key={newGameType} newGameType={newGameType} />;
  } else if (leagueOpen || newGameType === 'league') {
    content = <LeaguePairings />;
  }

  return (
    <Box sx={{ p: 2 }}>
      {notice && (
        <Alert
          severity={notice.type === 'danger' ? 'error' : (notice.type ?? 'info')}
          sx={{ mb: 2 }}
        >
          {notice.message}
        </Alert>
      )}
      {connectionLost && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {LOBBY_CONNECTION_LOST}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
          alignItems: 'start',
        }}
      >
        <Card>
          <CardContent>
            {!user && (
              <Alert severity="warning" sx={{ mb: 2 }} data-testid="login-warning">
                {NOT_LOGGED_IN_WARNING}
              </Alert>
            )}
            {!content && <GuidedGameCard />}
            <Typography variant="h5" gutterBottom>
              {game && !game.started ? game.name : 'Start a new game'}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
              {PICTURE_BUTTONS.filter((b) => b.key !== 'replay' || user).map((button) => (
                <Button
                  key={button.key}
                  variant={
                    (button.key === 'league' && leagueOpen) || newGameType === button.key
                      ? 'contained'
                      : 'outlined'
                  }
                  onClick={() => press(button.key)}
                  sx={{ minWidth: 110, minHeight: 56 }}
                >
                  {button.label}
                </Button>
              ))}
            </Stack>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
                {error}
              </Alert>
            )}
            <Suspense fallback={<CircularProgress size={24} aria-label="Loading" />}>
              {content}
            </Suspense>
          </CardContent>
        </Card>
        <Stack spacing={2}>
          <GameList />
          <LobbyChat />
          <Card>
            <CardContent>
              <Typography variant="h6" gutterBottom>
                Join the community
              </Typography>
              <Typography variant="body2">
                Find opponents, arrange league matches, report bugs and talk strategy with other
                players on the community chat server.{' '}
                <Link href="https://discord.gg/" target="_blank" rel="noreferrer">
                  Join the chat
                </Link>
              </Typography>
            </CardContent>
          </Card>
        </Stack>
      </Box>
    </Box>
  );
}

/**
 * `/` and `/play`: the lobby, or the game board once the current game has started, or the
 * board showing a loaded replay (a live game always comes first).
 */
export function LobbyPage() {
  const started = useLobbyStore((s) => s.currentGame?.started === true);
  const replaying = useReplayStore((s) => s.replay !== null);
  if (started) return <InGame />;
  if (!replaying) return <LobbyHome />;
  return (
    <Suspense fallback={<LoadingReplay />}>
      <ReplayGame />
    </Suspense>
  );
}

import {
  Alert,
  Box,
  Button,
  Chip,
  MenuItem,
  Snackbar,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CHIMERA_PLAYER_NAME, SOLO_STAGES, gameLink } from '../../../protocol/lobby';
import type { LobbyGame, LobbyPlayer } from '../../../protocol/lobby';
import { gameConnection } from '../../socket/game-socket';
import { useAuthStore } from '../../stores/auth';
import { useLobbyStore } from '../../stores/lobby';
import { canStart, isSupporterUser, pendingStatus } from './gameRules';
import { lobbyActions } from './lobbyActions';
import { notifyPlayerJoined } from './notify';
import { LazySelectDeckModal } from './LazySelectDeckModal';
import type { DeckChoice } from './SelectDeckModal';

export const COPIED_LINK = 'Copied game link to clipboard';
export const COPY_LINK_FAILED = 'Could not copy game link to clipboard';

function useConnectingHost(): string | null {
  return useSyncExternalStore(
    (listener) => gameConnection.subscribe(listener),
    () => (gameConnection.connected ? null : gameConnection.host),
  );
}

function PlayerRow(props: { player: LobbyPlayer; canChoose: boolean; onChoose(): void }) {
  const deck = props.player.deck;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="pending-player">
      <Typography sx={{ fontWeight: 600, minWidth: 120 }}>{props.player.name}</Typography>
      {deck.selected ? (
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          {deck.name}
          {!deck.status.legalToPlay && (
            <Chip size="small" color="error" label="Invalid" sx={{ ml: 1 }} />
          )}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          No deck selected
        </Typography>
      )}
      {props.canChoose && (
        <Button size="small" variant="outlined" onClick={props.onChoose}>
          Select deck
        </Button>
      )}
    </Stack>
  );
}

/** Chimera difficulty and stage: supporters choose; others see the Standard L1 lozenge. */
function SoloOptions({ game, owner }: { game: LobbyGame; owner: boolean }) {
  const user = useAuthStore((s) => s.user);
  if (!isSupporterUser(user)) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip label="Standard L1" disabled />
        <Typography variant="body2" color="text.secondary">
          {user ? (
            'Become a supporter to choose the difficulty and stage.'
          ) : (
            <>
              <RouterLink to="/login">Log in</RouterLink> to choose the difficulty and stage.
            </>
          )}
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={2}>
      <TextField
        select
        size="small"
        label="Difficulty"
        value={game.soloLevel}
        disabled={!owner}
        onChange={(e) =>
          void lobbyActions.setSoloLevel(game.id, e.target.value === 'H' ? 'H' : 'S')
        }
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="S">Standard</MenuItem>
        <MenuItem value="H">Heroic</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label="Stage"
        value={game.soloStage}
        disabled={!owner}
        onChange={(e) => {
          const stage = SOLO_STAGES.find((s) => s === Number(e.target.value));
          if (stage) void lobbyActions.setSoloStage(game.id, stage);
        }}
        sx={{ minWidth: 100 }}
      >
        {SOLO_STAGES.map((stage) => (
          <MenuItem key={stage} value={stage}>
            {stage}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** The pending game: players and decks, status, Start, leave or cancel, and the game link. */
export function PendingGame({ game }: { game: LobbyGame }) {
  const user = useAuthStore((s) => s.user);
  const username = user?.username;
  const startRequested = useLobbyStore((s) => s.startRequested);
  const gameError = useLobbyStore((s) => s.gameError);
  const connectingHost = useConnectingHost();
  // The owner of a solo or practice game also picks the deck of the seat without a user.
  const [picking, setPicking] = useState<'own' | 'chimera' | 'computer' | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const owner = game.owner === username;
  const players = Object.values(game.players);
  const playerCount = players.length;
  const previousCount = useRef(playerCount);

  useEffect(() => {
    if (owner && !game.solo && previousCount.current < 2 && playerCount >= 2) {
      const joined = players.find((p) => p.name !== username);
      notifyPlayerJoined(game.name, joined?.name ?? 'A player');
    }
    previousCount.current = playerCount;
  }, [owner, playerCount, players, username, game.name, game.solo]);

  const status = pendingStatus(game, username, {
    startRequested,
    connectingHost,
    gameError,
  });
  const startEnabled = canStart(game, username, {
    connecting: startRequested || connectingHost !== null,
  });

  const choose = (choice: DeckChoice) => {
    const isOwn = picking === 'own';
    setPicking(null);
    void lobbyActions.selectDeck(game.id, isOwn, choice.deckId, choice.isPrecon, choice.typeIndex);
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(gameLink(window.location.origin, game.id));
      setToast(COPIED_LINK);
    } catch {
      setToast(COPY_LINK_FAILED);
    }
  };

  return (
    <Stack spacing={2} data-testid="pending-game">
      <Stack spacing={1}>
        {players.map((player) => {
          const isChimera = game.solo && player.name === CHIMERA_PLAYER_NAME;
          const mine = player.name === username;
          const isComputer = game.newGameType === 'practice' && !mine;
          return (
            <PlayerRow
              key={player.name}
              player={player}
              canChoose={mine || ((isChimera || isComputer) && owner)}
              onChoose={() => setPicking(mine ? 'own' : isComputer ? 'computer' : 'chimera')}
            />
          );
        })}
        {game.spectators.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            Spectators: {game.spectators.map((s) => s.name).join(', ')}
          </Typography>
        )}
      </Stack>
      {game.solo && <SoloOptions game={game} owner={owner} />}
      <Alert severity={gameError ? 'error' : 'info'} data-testid="pending-status">
        {status}
      </Alert>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          disabled={!startEnabled}
          onClick={() => void lobbyActions.startGame(game.id)}
        >
          Start
        </Button>
        <Button color="warning" onClick={() => void lobbyActions.leaveGame(game.id)}>
          {owner ? 'Cancel' : 'Leave'}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={() => void copyLink()}>Copy game link</Button>
      </Stack>
      {picking && (
        <LazySelectDeckModal
          forChimera={picking === 'chimera'}
          gameFormat={game.gameFormat}
          supporter={isSupporterUser(user)}
          onClose={() => setPicking(null)}
          onChoose={choose}
        />
      )}
      <Snackbar
        open={toast !== null}
        autoHideDuration={4000}
        onClose={() => setToast(null)}
        message={toast}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      />
    </Stack>
  );
}

import {
  Alert,
  Box,
  Button,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GameRecord, GamesResponse } from '../../../protocol/results';
import { errorMessage, http } from '../../api/http';
import { ReplayShareActions } from '../../replay/ReplayShareActions';
import { useReplayStore } from '../../replay/store';
import { GAME_LIST_TYPES, PeriodAndTypeFilters } from './filters';
import {
  bloodPoints,
  deckLabel,
  formatDate,
  formatDuration,
  myPlayer,
  opponentName,
  opponentOf,
  rankedLabel,
} from './format';
import { GameChatDialog } from './GameChatDialog';
import { RequestContent } from './RequestContent';
import { downloadReplay, loadReplay } from './replay-actions';
import { LOADING_GAMES, NO_RECORDED_GAMES } from './texts';
import { useRequest } from './useRequest';

function text(message: string | string[]): string {
  return Array.isArray(message) ? message.join(' ') : message;
}

/** The Game List tab of My Results: my finished games with period and type filters. */
export function GameList(props: { username: string }) {
  const navigate = useNavigate();
  const [months, setMonths] = useState('0');
  const [gameType, setGameType] = useState('');
  const [chatFor, setChatFor] = useState<GameRecord | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const request = useRequest(
    async () =>
      (await http.get<GamesResponse>('/api/games', { params: { months, gameType } })).data.games,
    `${months}|${gameType}`,
  );

  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    setActionError(null);
    try {
      await action();
    } catch (error) {
      setActionError(text(errorMessage(error)));
    } finally {
      setBusy(null);
    }
  };

  const onLoadReplay = (game: GameRecord) =>
    run(`load:${game.gameId}`, async () => {
      useReplayStore.getState().load(await loadReplay(game.gameId), {
        shared: game.replayShared,
      });
      void navigate('/');
    });

  const onDownloadReplay = (game: GameRecord) =>
    run(`download:${game.gameId}`, () => downloadReplay(game.gameId));

  return (
    <Box data-testid="game-list">
      <PeriodAndTypeFilters
        idPrefix="games"
        periodLabel="Period"
        months={months}
        onMonths={setMonths}
        gameType={gameType}
        onGameType={setGameType}
        types={GAME_LIST_TYPES}
      />
      {actionError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      <RequestContent request={request} loadingText={LOADING_GAMES} emptyText={NO_RECORDED_GAMES}>
        {(games) => (
          <Table size="small" aria-label="Game list">
            <TableHead>
              <TableRow>
                <TableCell>Date</TableCell>
                <TableCell>My Deck</TableCell>
                <TableCell>Opponent</TableCell>
                <TableCell>Winner</TableCell>
                <TableCell>Ranked</TableCell>
                <TableCell align="right">Blood Pts</TableCell>
                <TableCell>More</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {games.map((game) => {
                const mine = myPlayer(game, props.username);
                const opponent = opponentOf(game, props.username);
                return (
                  <TableRow key={game.gameId} data-testid={`game-row-${game.gameId}`}>
                    <TableCell>
                      <div>{formatDate(game.finishedAt)}</div>
                      {game.label && (
                        <Typography variant="caption" color="text.secondary">
                          {game.label}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      <div>{deckLabel(mine)}</div>
                      <Typography variant="caption" color="text.secondary">
                        {mine?.deck.phoenixborn}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <div>{opponentName(game, props.username)}</div>
                      <Typography variant="caption" color="text.secondary">
                        {deckLabel(opponent)}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <div>{game.winner ?? ''}</div>
                      {game.winReason && (
                        <Typography variant="caption" color="text.secondary">
                          {game.winReason}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{rankedLabel(game)}</TableCell>
                    <TableCell align="right">{bloodPoints(game)}</TableCell>
                    <TableCell>
                      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                        {game.chat && (
                          <Link component="button" onClick={() => setChatFor(game)}>
                            Game Chat
                          </Link>
                        )}
                        {game.saveReplay && (
                          <>
                            <Button
                              size="small"
                              disabled={busy !== null}
                              onClick={() => void onLoadReplay(game)}
                            >
                              {busy === `load:${game.gameId}` ? 'Loading...' : 'Load replay'}
                            </Button>
                            <Button
                              size="small"
                              disabled={busy !== null}
                              onClick={() => void onDownloadReplay(game)}
                            >
                              {busy === `download:${game.gameId}`
                                ? 'Downloading...'
                                : 'Download replay'}
                            </Button>
                            <ReplayShareActions gameId={game.gameId} shared={game.replayShared} />
                          </>
                        )}
                        <Typography variant="caption" color="text.secondary">
                          {formatDuration(game.startedAt, game.finishedAt)}
                        </Typography>
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </RequestContent>
      {chatFor && (
        <GameChatDialog
          gameId={chatFor.gameId}
          title={chatFor.label || chatFor.name}
          onClose={() => setChatFor(null)}
        />
      )}
    </Box>
  );
}

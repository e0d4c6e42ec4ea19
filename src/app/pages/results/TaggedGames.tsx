import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Link,
  Paper,
  Stack,
  Switch,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { winRate } from '../../../domain/stats';
import type {
  GameRecord,
  GamesResponse,
  TagReportResponse,
  TagReportRow,
} from '../../../protocol/results';
import { errorMessage, http } from '../../api/http';
import { FilterSelect, PERIOD_OPTIONS } from './filters';
import { bloodPoints, formatDate, formatDuration } from './format';
import { NO_TAGGED_GAMES, NO_TAGGED_STANDINGS } from './texts';

const QUICK_TAGS = ['PHX', 'FFL'] as const;

interface Found {
  games: GameRecord[];
  report: TagReportRow[];
}

function GameDetails(props: { game: GameRecord; onClose(): void }) {
  const { game } = props;
  return (
    <Dialog open onClose={props.onClose} maxWidth="sm" fullWidth aria-labelledby="tagged-game">
      <DialogTitle id="tagged-game">{game.label || game.name}</DialogTitle>
      <DialogContent dividers>
        <Typography>
          {formatDate(game.startedAt)} to {formatDate(game.finishedAt)} (
          {formatDuration(game.startedAt, game.finishedAt)}), {game.rounds} rounds
        </Typography>
        <Typography sx={{ mb: 1 }}>
          Winner: {game.winner ?? 'none'} {game.winReason ? `(${game.winReason})` : ''}
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Player</TableCell>
              <TableCell>Deck</TableCell>
              <TableCell align="right">Wounds</TableCell>
              <TableCell align="right">Dice spent</TableCell>
              <TableCell align="right">Cards played</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {game.players.map((p) => (
              <TableRow key={p.name}>
                <TableCell>{p.name}</TableCell>
                <TableCell>
                  {p.deck.name} ({p.deck.phoenixborn})
                </TableCell>
                <TableCell align="right">{p.wounds}</TableCell>
                <TableCell align="right">{p.diceSpent}</TableCell>
                <TableCell align="right">{p.cardsPlayed}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /taggedgames: league and event games by tag, with standings (canManageTournaments). */
export function TaggedGames() {
  const [tag, setTag] = useState('');
  const [months, setMonths] = useState('0');
  const [pairings, setPairings] = useState(false);
  const [tab, setTab] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  const [details, setDetails] = useState<GameRecord | null>(null);

  const search = async (event?: FormEvent) => {
    event?.preventDefault();
    const wanted = tag.trim();
    if (!wanted) {
      setError('Enter a tag to search for');
      return;
    }
    setLoading(true);
    setError(null);
    const params = { months, pairings };
    const path = encodeURIComponent(wanted);
    try {
      const [games, report] = await Promise.all([
        http.get<GamesResponse>(`/api/games/${path}`, { params }),
        http.get<TagReportResponse>(`/api/games/report/${path}`, { params }),
      ]);
      setFound({ games: games.data.games, report: report.data.report });
    } catch (err) {
      const message = errorMessage(err);
      setError(Array.isArray(message) ? message.join(' ') : message);
      setFound(null);
    } finally {
      setLoading(false);
    }
  };

  const player = (game: GameRecord, seat: number) => game.players[seat];

  return (
    <Paper sx={{ p: 3, m: 2 }}>
      <Typography variant="h5" sx={{ mb: 2 }}>
        Tagged games
      </Typography>
      <Box component="form" onSubmit={(e) => void search(e)}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {QUICK_TAGS.map((quick) => (
            <Button
              key={quick}
              variant={tag === quick ? 'contained' : 'outlined'}
              onClick={() => setTag(quick)}
            >
              {quick}
            </Button>
          ))}
          <TextField
            size="small"
            label="Tag"
            value={tag}
            onChange={(event) => setTag(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 64 } }}
          />
          <FilterSelect
            id="tagged-period"
            label="Period"
            value={months}
            options={PERIOD_OPTIONS}
            onChange={setMonths}
          />
          <FormControlLabel
            control={
              <Switch checked={pairings} onChange={(event) => setPairings(event.target.checked)} />
            }
            label="Pairings"
          />
          <Button type="submit" variant="contained" disabled={loading}>
            Search
          </Button>
        </Stack>
      </Box>
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)} sx={{ my: 2 }}>
        <Tab label="Standings" />
        <Tab label="Games" />
      </Tabs>
      {loading ? (
        <Typography>{'Loading games from the server...'}</Typography>
      ) : error ? (
        <Alert severity="error">{error}</Alert>
      ) : tab === 0 ? (
        !found || found.report.length === 0 ? (
          <Typography>{NO_TAGGED_STANDINGS}</Typography>
        ) : (
          <Table size="small" aria-label="Standings">
            <TableHead>
              <TableRow>
                <TableCell>Player</TableCell>
                <TableCell align="right">Count</TableCell>
                <TableCell align="right">Wins</TableCell>
                <TableCell align="right">Win Rate %</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {found.report.map((row) => (
                <TableRow key={row.name}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell align="right">{row.count}</TableCell>
                  <TableCell align="right">{row.wins}</TableCell>
                  <TableCell align="right">{winRate(row.wins, row.count)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )
      ) : !found || found.games.length === 0 ? (
        <Typography>{NO_TAGGED_GAMES}</Typography>
      ) : (
        <Table size="small" aria-label="Games">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Player 1</TableCell>
              <TableCell>Pb 1</TableCell>
              <TableCell>Player 2</TableCell>
              <TableCell>Pb 2</TableCell>
              <TableCell>Winner</TableCell>
              <TableCell>Reason</TableCell>
              <TableCell align="right">BP</TableCell>
              <TableCell>Paired?</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {found.games.map((game) => (
              <TableRow key={game.gameId}>
                <TableCell>{formatDate(game.finishedAt)}</TableCell>
                <TableCell>{player(game, 0)?.name}</TableCell>
                <TableCell>{player(game, 0)?.deck.phoenixborn}</TableCell>
                <TableCell>{player(game, 1)?.name}</TableCell>
                <TableCell>{player(game, 1)?.deck.phoenixborn}</TableCell>
                <TableCell>{game.winner ?? ''}</TableCell>
                <TableCell>{game.winReason ?? ''}</TableCell>
                <TableCell align="right">{bloodPoints(game)}</TableCell>
                <TableCell>{game.pairing ? 'Y' : ''}</TableCell>
                <TableCell>
                  <Link component="button" onClick={() => setDetails(game)}>
                    {formatDuration(game.startedAt, game.finishedAt)}
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {details && <GameDetails game={details} onClose={() => setDetails(null)} />}
    </Paper>
  );
}

import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { FamousGame, FamousGamesResponse } from '../../../protocol/shared-replays';
import { sharedReplayPath } from '../../../protocol/shared-replays';
import { http } from '../../api/http';
import { StarToggle } from '../../replay/ReplayShareActions';
import { useStarsStore } from '../../replay/stars';
import { useAuthStore } from '../../stores/auth';
import { formatDate } from './format';
import { RequestContent } from './RequestContent';
import { FAMOUS_RULES, LOADING_FAMOUS, NO_FAMOUS_GAMES } from './texts';
import { useRequest } from './useRequest';

/** The stars a row shows: the count the user last changed, else the list's. */
function useStars(game: FamousGame): number {
  return useStarsStore((s) => s.counts[game.gameId] ?? game.stars);
}

function FamousRow({ game }: { game: FamousGame }) {
  const stars = useStars(game);
  const signedIn = useAuthStore((s) => s.user !== null);
  return (
    <TableRow data-testid={`famous-row-${game.gameId}`}>
      <TableCell>
        {game.players.map((player) => (
          <div key={player.name}>
            {player.name}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              {player.deckName} ({player.phoenixborn})
            </Typography>
          </div>
        ))}
      </TableCell>
      <TableCell>{formatDate(game.finishedAt)}</TableCell>
      <TableCell align="right">{stars}</TableCell>
      <TableCell>
        <Link component={RouterLink} to={sharedReplayPath(game.gameId)}>
          Watch
        </Link>
        {signedIn && <StarToggle gameId={game.gameId} />}
      </TableCell>
    </TableRow>
  );
}

/** Famous games: the most-starred shared replays, for everyone. */
export function FamousGames() {
  const request = useRequest(
    async () => (await http.get<FamousGamesResponse>('/api/replays/famous')).data.games,
    'famous',
  );
  return (
    <div data-testid="famous-games">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {FAMOUS_RULES}
      </Typography>
      <RequestContent request={request} loadingText={LOADING_FAMOUS} emptyText={NO_FAMOUS_GAMES}>
        {(games) => (
          <Table size="small" aria-label="Famous games">
            <TableHead>
              <TableRow>
                <TableCell>Players and decks</TableCell>
                <TableCell>Date</TableCell>
                <TableCell align="right">Stars</TableCell>
                <TableCell>Replay</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {games.map((game) => (
                <FamousRow key={game.gameId} game={game} />
              ))}
            </TableBody>
          </Table>
        )}
      </RequestContent>
    </div>
  );
}

import { Alert, Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { EloResponse } from '../../../protocol/results';
import { http } from '../../api/http';
import { EMPTY_LADDER, LOADING_LADDER } from './texts';
import { useRequest } from './useRequest';

/** The Elo ladder: an ordered list of username and rating, best first. */
export function EloStandings() {
  const request = useRequest(
    async () => (await http.get<EloResponse>('/api/stats/elo')).data.list,
    'elo',
  );
  const list = request.data ?? [];
  if (request.loading) return <Typography>{LOADING_LADDER}</Typography>;
  if (request.error) return <Alert severity="error">{request.error}</Alert>;
  if (list.length === 0) return <Typography>{EMPTY_LADDER}</Typography>;
  return (
    <Box data-testid="elo-standings">
      <List component="ol" dense sx={{ listStyle: 'decimal', pl: 4 }}>
        {list.map((entry) => (
          <ListItem key={entry.username} sx={{ display: 'list-item' }}>
            <ListItemText primary={`${entry.username} ${entry.eloRating}`} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

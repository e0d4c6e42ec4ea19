import { Box, List, ListItem, ListItemText } from '@mui/material';
import type { EloResponse } from '../../../protocol/results';
import { http } from '../../api/http';
import { RequestContent } from './RequestContent';
import { EMPTY_LADDER, LOADING_LADDER } from './texts';
import { useRequest } from './useRequest';

/** The Elo ladder: an ordered list of username and rating, best first. */
export function EloStandings() {
  const request = useRequest(
    async () => (await http.get<EloResponse>('/api/stats/elo')).data.list,
    'elo',
  );
  return (
    <RequestContent request={request} loadingText={LOADING_LADDER} emptyText={EMPTY_LADDER}>
      {(list) => (
        <Box data-testid="elo-standings">
          <List component="ol" dense sx={{ listStyle: 'decimal', pl: 4 }}>
            {list.map((entry) => (
              <ListItem key={entry.username} sx={{ display: 'list-item' }}>
                <ListItemText primary={`${entry.username} ${entry.eloRating}`} />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </RequestContent>
  );
}

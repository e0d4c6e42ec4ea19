import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { EloResponse } from '../../../protocol/results';
import { http } from '../../api/http';
import { RequestContent } from './RequestContent';
import { EMPTY_LADDER, LADDER_RULES, LOADING_LADDER } from './texts';
import { useRequest } from './useRequest';

/** The Elo ladder: an ordered list of username and rating, best first. */
export function EloStandings() {
  const request = useRequest(
    async () => (await http.get<EloResponse>('/api/stats/elo')).data.list,
    'elo',
  );
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="ladder-rules">
        {LADDER_RULES}
      </Typography>
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
    </>
  );
}

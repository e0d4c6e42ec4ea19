import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import type { StatsResponse } from '../../../protocol/results';
import { TOTAL_ROW_NAME } from '../../../domain/stats';
import { http } from '../../api/http';
import { PeriodAndTypeFilters, STATS_TYPES } from './filters';
import { RequestContent } from './RequestContent';
import { LOADING_GAMES, NO_RECORDED_GAMES } from './texts';
import { useRequest } from './useRequest';

/**
 * Wins and losses by Phoenixborn with term and game type drop-downs: the Phoenixborn Stats
 * tab of the results page, and the profile stats screen.
 */
export function PhoenixbornStats() {
  const [months, setMonths] = useState('0');
  const [gameType, setGameType] = useState('');
  const request = useRequest(
    async () =>
      (await http.get<StatsResponse>('/api/stats', { params: { months, gameType } })).data.stats,
    `${months}|${gameType}`,
  );

  return (
    <Box data-testid="phoenixborn-stats">
      <PeriodAndTypeFilters
        idPrefix="stats"
        periodLabel="Term"
        months={months}
        onMonths={setMonths}
        gameType={gameType}
        onGameType={setGameType}
        types={STATS_TYPES}
      />
      <RequestContent request={request} loadingText={LOADING_GAMES} emptyText={NO_RECORDED_GAMES}>
        {(rows) => (
          <Table size="small" aria-label="Phoenixborn stats">
            <TableHead>
              <TableRow>
                <TableCell>Phoenixborn</TableCell>
                <TableCell align="right">Wins</TableCell>
                <TableCell align="right">Losses</TableCell>
                <TableCell align="right">Total</TableCell>
                <TableCell align="right">Win Rate %</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const total = row.name === TOTAL_ROW_NAME;
                const sx = total ? { fontWeight: 'bold' } : undefined;
                return (
                  <TableRow key={row.name}>
                    <TableCell sx={sx}>{row.name}</TableCell>
                    <TableCell sx={sx} align="right">
                      {row.wins}
                    </TableCell>
                    <TableCell sx={sx} align="right">
                      {row.losses}
                    </TableCell>
                    <TableCell sx={sx} align="right">
                      {row.total}
                    </TableCell>
                    <TableCell sx={sx} align="right">
                      {row.winRate}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </RequestContent>
    </Box>
  );
}

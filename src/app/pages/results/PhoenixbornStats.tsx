import {
  Alert,
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { StatsResponse } from '../../../protocol/results';
import { TOTAL_ROW_NAME } from '../../../domain/stats';
import { http } from '../../api/http';
import { FilterSelect, PERIOD_OPTIONS, STATS_TYPES } from './filters';
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
  const rows = request.data ?? [];

  return (
    <Box data-testid="phoenixborn-stats">
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <FilterSelect
          id="stats-term"
          label="Term"
          value={months}
          options={PERIOD_OPTIONS}
          onChange={setMonths}
        />
        <FilterSelect
          id="stats-type"
          label="Game type"
          value={gameType}
          options={STATS_TYPES}
          onChange={setGameType}
        />
      </Stack>
      {request.loading ? (
        <Typography>{LOADING_GAMES}</Typography>
      ) : request.error ? (
        <Alert severity="error">{request.error}</Alert>
      ) : rows.length === 0 ? (
        <Typography>{NO_RECORDED_GAMES}</Typography>
      ) : (
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
    </Box>
  );
}

import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { LEAGUES, LEAGUE_NAMES } from '../../../protocol/lobby';
import type { LeaguePairing, LeaguePairingsResponse } from '../../../protocol/lobby';
import { leagueGameDetails } from '../../../protocol/lobby-newgame';
import { errorMessage, http } from '../../api/http';
import { useAuthStore } from '../../stores/auth';
import { lobbyActions } from './lobbyActions';

export const NO_PAIRINGS_TEXT = 'No pairings found. Sign up in the discord!';

function PairingRow({ pairing, onError }: { pairing: LeaguePairing; onError(text: string): void }) {
  const user = useAuthStore((s) => s.user);
  const mine =
    !!user &&
    [pairing.ashtableP1, pairing.ashtableP2].some(
      (name) => name.toLowerCase() === user.username.toLowerCase(),
    );
  const play = () => {
    const details = leagueGameDetails(
      pairing.league,
      pairing.id,
      pairing.ashtableP1,
      pairing.ashtableP2,
      LEAGUE_NAMES[pairing.league],
    );
    void lobbyActions.createGame(details).then((answer) => {
      if (!answer.success) onError(answer.message);
    });
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="pairing">
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        {pairing.player1} ({pairing.ashtableP1}) vs {pairing.player2} ({pairing.ashtableP2})
      </Typography>
      {pairing.played ? (
        <Typography aria-label="Played" color="success.main">
          ✓
        </Typography>
      ) : (
        <Button size="small" variant="outlined" disabled={!mine} onClick={play}>
          Play
        </Button>
      )}
    </Stack>
  );
}

/** The league pairings panel: both leagues, grouped by round. */
export function LeaguePairings() {
  const [pairings, setPairings] = useState<LeaguePairingsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    http
      .get<LeaguePairingsResponse & { success: true }>('/api/league/pairings')
      .then((r) => {
        if (!cancelled) setPairings({ phx: r.data.phx, ffl: r.data.ffl });
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        const message = errorMessage(e);
        setError(Array.isArray(message) ? message.join(' ') : message);
      });
    return () => {
      cancelled = true;
    };
  }, []);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!pairings) return <CircularProgress size={24} />;
  const empty = LEAGUES.every((league) => pairings[league].length === 0);
  if (empty) return <Typography>{NO_PAIRINGS_TEXT}</Typography>;
  return (
    <Stack spacing={2}>
      {LEAGUES.map((league) => (
        <Box key={league}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {LEAGUE_NAMES[league]}
          </Typography>
          {pairings[league].map((group) => (
            <Box key={group.tag} sx={{ mb: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {group.tag} — {new Date(group.datePaired).toLocaleDateString()}
              </Typography>
              {group.pairings.map((pairing) => (
                <PairingRow key={pairing.id} pairing={pairing} onError={setError} />
              ))}
            </Box>
          ))}
        </Box>
      ))}
    </Stack>
  );
}

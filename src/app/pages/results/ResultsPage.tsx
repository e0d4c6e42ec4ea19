import { Box, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useAuthStore } from '../../stores/auth';
import { AltArts } from './AltArts';
import { EloStandings } from './EloStandings';
import { FamousGames } from './FamousGames';
import { GameList } from './GameList';
import { PhoenixbornStats } from './PhoenixbornStats';

const MAIN_TABS = ['My Results', 'Alt Arts', 'Elo Standings', 'Famous games'] as const;
const MY_RESULTS_TABS = ['Phoenixborn Stats', 'Game List'] as const;

function MyResults(props: { username: string }) {
  const [tab, setTab] = useState(0);
  return (
    <Box>
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)} sx={{ mb: 2 }}>
        {MY_RESULTS_TABS.map((label) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
      {tab === 0 ? <PhoenixbornStats /> : <GameList username={props.username} />}
    </Box>
  );
}

/** /results: my stats and games, my alt arts, the Elo ladder and the famous games. */
export function ResultsPage() {
  const user = useAuthStore((s) => s.user);
  const [tab, setTab] = useState(0);
  return (
    <Paper sx={{ p: 3, m: 2 }}>
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)} sx={{ mb: 2 }}>
        {MAIN_TABS.map((label) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
      {tab === 0 &&
        (user ? (
          <MyResults username={user.username} />
        ) : (
          <Typography>You need to be logged in to view your results.</Typography>
        ))}
      {tab === 1 && <AltArts />}
      {tab === 2 && <EloStandings />}
      {tab === 3 && <FamousGames />}
    </Paper>
  );
}

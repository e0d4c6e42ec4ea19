import { Typography } from '@mui/material';
import { useAuthStore } from '../../stores/auth';
import { PhoenixbornStats } from '../results/PhoenixbornStats';
import { AccountPanel } from './AccountPanel';

/** The profile stats screen: the signed-in player's results by Phoenixborn. */
export function ProfileStatsPage() {
  const user = useAuthStore((s) => s.user);
  return (
    <AccountPanel title="Game stats" maxWidth={900}>
      {user ? (
        <PhoenixbornStats />
      ) : (
        <Typography>You need to be logged in to view your details.</Typography>
      )}
    </AccountPanel>
  );
}

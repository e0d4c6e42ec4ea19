import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ClientUser } from '../../protocol/user';

/** "View Elo Leaderboard" → /results; hidden for a user who opted out of the ladder. */
export function LeaderboardLink({ user }: { user: Pick<ClientUser, 'settings'> | null }) {
  if (user?.settings.eloOptOut) return null;
  return (
    <Link component={RouterLink} to="/results">
      View Elo Leaderboard
    </Link>
  );
}

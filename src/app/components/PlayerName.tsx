import { Box, Tooltip } from '@mui/material';
import { nameColour, roleClassName } from '../../domain/name-style';

/** Players with fewer games than this get the new-player sprout. */
export const NEW_PLAYER_GAMES = 12;

export interface PlayerNameProps {
  name: string;
  faveColor?: string | null;
  role?: string | null;
  gamesPlayed?: number | null;
}

/** A small sprout: the new-player mark. */
function Sprout() {
  return (
    <Tooltip title="New player">
      <Box
        component="svg"
        viewBox="0 0 24 24"
        aria-label="New player"
        role="img"
        className="new-player"
        sx={{ width: '1em', height: '1em', ml: 0.5, verticalAlign: '-0.12em' }}
      >
        <path d="M12 22v-9" stroke="#6fbf5a" strokeWidth="2.2" strokeLinecap="round" fill="none" />
        <path d="M12 13C12 8 8.5 5 3 5c0 5 3.5 8 9 8z" fill="#7ed36a" />
        <path d="M12 11c0-4.5 3-7.5 9-7.5 0 4.5-3 7.5-9 7.5z" fill="#5db34a" />
      </Box>
    </Tooltip>
  );
}

/** A player's name in their favourite colour, with a role class and the new-player sprout. */
export function PlayerName({ name, faveColor, role, gamesPlayed }: PlayerNameProps) {
  const isNew = typeof gamesPlayed === 'number' && gamesPlayed < NEW_PLAYER_GAMES;
  const roleClass = roleClassName(role);
  return (
    <Box
      component="span"
      className={['player-name', roleClass].filter(Boolean).join(' ')}
      sx={{ color: nameColour(faveColor) ?? 'inherit', fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {name}
      {isNew ? <Sprout /> : null}
    </Box>
  );
}

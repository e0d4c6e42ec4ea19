import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useAuthStore } from '../../stores/auth';

/** The user's alt-art cards: how many, then each card's alt-art image stubs. */
export function AltArts() {
  const user = useAuthStore((s) => s.user);
  if (!user) return <Typography>You need to be logged in to view your details.</Typography>;
  const cards = Object.entries(user.altArts ?? {});
  return (
    <Box>
      <Typography variant="h6">You have {cards.length} alt-art cards</Typography>
      <List dense>
        {cards.map(([stub, alts]) => (
          <ListItem key={stub}>
            <ListItemText primary={stub} secondary={alts.join(', ')} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

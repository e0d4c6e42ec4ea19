import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';

export const SHARE_REPLAYS = 'Share my replays';
export const SHOW_HAND_IN_REPLAYS = 'Show my hand in shared replays';

/**
 * The profile's replay sharing: whether anyone with the link may watch the saved replays of
 * the games I finish (when every player of the game allows it), and whether they show my hand.
 * Each game keeps what these were when it ended.
 */
export function ReplaySharingSettings(props: {
  shareReplays: boolean;
  onShareReplays(value: boolean): void;
  showHand: boolean;
  onShowHand(value: boolean): void;
}) {
  return (
    <Stack sx={{ mt: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={props.shareReplays}
            onChange={(event) => props.onShareReplays(event.target.checked)}
          />
        }
        label={SHARE_REPLAYS}
      />
      <FormControlLabel
        control={
          <Switch
            checked={props.showHand}
            disabled={!props.shareReplays}
            onChange={(event) => props.onShowHand(event.target.checked)}
          />
        }
        label={SHOW_HAND_IN_REPLAYS}
      />
      <Typography variant="caption" color="text.secondary">
        A saved replay (ranked, casual or solo) can be watched by anyone with its link when every
        player shares their replays; it shows what a spectator saw, without the chat. These settings
        apply to the games you finish from now on.
      </Typography>
    </Stack>
  );
}

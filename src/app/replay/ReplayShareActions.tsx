import { Button, Stack, SvgIcon, Tooltip } from '@mui/material';
import { useEffect } from 'react';
import { sharedReplayPath } from '../../protocol/shared-replays';
import { useAuthStore } from '../stores/auth';
import { toast } from '../stores/toasts';
import { useStarsStore } from './stars';

const STAR_FULL = 'M12 17.3l6.2 3.7-1.6-7 5.4-4.7-7.2-.6L12 2 9.2 8.7 2 9.3l5.4 4.7-1.6 7z';
const STAR_OUTLINE =
  'M22 9.2l-7.2-.6L12 2 9.2 8.6 2 9.2l5.5 4.7L5.8 21 12 17.3l6.2 3.7-1.6-7zm-10 6.2l-3.8 2.3 1-4.3-3.3-2.9 4.4-.4L12 6.1l1.7 4 4.4.4-3.3 2.9 1 4.3z';

export const LINK_COPIED = 'Link copied: anyone can open it to watch this replay.';

/** The link of a shared replay on the clipboard, or in a message when there is no clipboard. */
async function copyLink(gameId: string, step?: number): Promise<void> {
  const link = `${window.location.origin}${sharedReplayPath(gameId, step)}`;
  try {
    await navigator.clipboard.writeText(link);
    toast(LINK_COPIED, 'success');
  } catch {
    toast(`Copy this link to share the replay: ${link}`, 'info');
  }
}

/** The star of a replay: on or off for the signed-in user; nothing for anonymous users. */
export function StarToggle({ gameId }: { gameId: string }) {
  const username = useAuthStore((s) => s.user?.username ?? null);
  const starred = useStarsStore((s) => s.starred.includes(gameId));
  const busy = useStarsStore((s) => s.busy !== null);
  const load = useStarsStore((s) => s.load);
  const toggle = useStarsStore((s) => s.toggle);
  useEffect(() => {
    if (username) void load(username);
  }, [username, load]);
  if (!username) return null;
  const label = starred ? 'Remove from favourites' : 'Add to favourites';
  return (
    <Tooltip title={label}>
      <span>
        <Button
          size="small"
          aria-label={label}
          aria-pressed={starred}
          disabled={busy}
          onClick={() => void toggle(gameId)}
          sx={{ minWidth: 0, px: 1 }}
          data-testid={`star-${gameId}`}
        >
          <SvgIcon fontSize="small" color={starred ? 'warning' : 'inherit'}>
            <path d={starred ? STAR_FULL : STAR_OUTLINE} />
          </SvgIcon>
        </Button>
      </span>
    </Tooltip>
  );
}

/**
 * Copy link (when the replay is shared) and the star, in a results row or the replay sidebar;
 * `step` (counted from 1) makes the link open the replay at that step.
 */
export function ReplayShareActions(props: { gameId: string; shared: boolean; step?: number }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {props.shared && (
        <Button size="small" onClick={() => void copyLink(props.gameId, props.step)}>
          Copy link
        </Button>
      )}
      <StarToggle gameId={props.gameId} />
    </Stack>
  );
}

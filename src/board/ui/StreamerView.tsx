/**
 * The streamer view's pieces on the board: the last action's callout over the table, the short
 * hint on how to leave, the header's toggle and the keyboard shortcut (logic/streamer.ts).
 */
import { Box, IconButton, Paper, SvgIcon, Tooltip, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import type { CalloutPart } from '../logic/streamer';
import { CALLOUT_SHOW_MS, STREAMER_SHORTCUT, lastAction, streamerKey } from '../logic/streamer';
import type { GameStore } from '../store/gameStore';
import { useBoard, useGame } from './context';

/** How long the way back is shown after the view is turned on. */
const HINT_MS = 4000;

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Shift+S turns the streamer view on and off anywhere on the board; Escape leaves it. */
export function useStreamerShortcut(store: GameStore): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const streamer = store.getState().ui.streamer;
      const next = streamerKey(
        {
          key: event.key,
          shiftKey: event.shiftKey,
          ctrlKey: event.ctrlKey,
          altKey: event.altKey,
          metaKey: event.metaKey,
          typing: isTextField(event.target),
        },
        streamer,
      );
      if (next === null) return;
      event.preventDefault();
      store.getState().setUi({ streamer: next });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}

/** A screen with a play symbol: the header's way into the streamer view. */
function StreamIcon() {
  return (
    <SvgIcon fontSize="small">
      <path d="M3 5h18a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-7v2h3v1H7v-1h3v-2H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2v9h16V7zm6 1.5 5 3-5 3z" />
    </SvgIcon>
  );
}

export function StreamerToggle() {
  const { store } = useBoard();
  return (
    <Tooltip title={`Streamer view (${STREAMER_SHORTCUT})`}>
      <IconButton
        size="small"
        aria-label="Streamer view"
        onClick={() => store.getState().setUi({ streamer: true })}
      >
        <StreamIcon />
      </IconButton>
    </Tooltip>
  );
}

function Part({ part }: { part: CalloutPart }) {
  if (part.kind === 'text') return <>{part.text}</>;
  return (
    <Box
      component="span"
      data-kind={part.kind}
      sx={{
        fontWeight: 800,
        color: part.kind === 'card' ? 'primary.light' : part.kind === 'player' ? '#fff' : 'inherit',
      }}
    >
      {part.text}
    </Box>
  );
}

/**
 * The newest game event, large across the top of the table: shown for a few seconds, then
 * faded; the next one replaces it (the key restarts the fade).
 */
export function LastActionCallout() {
  const messages = useGame((s) => s.view?.messages);
  const action = useMemo(() => (messages ? lastAction(messages) : null), [messages]);
  if (!action) return null;
  return (
    <Paper
      key={action.mid}
      elevation={12}
      role="status"
      aria-live="polite"
      aria-label={action.text}
      data-testid="last-action"
      data-mid={action.mid}
      sx={{
        position: 'absolute',
        top: 12,
        left: '50%',
        transform: 'translateX(-50%)',
        maxWidth: '70%',
        px: 3,
        py: 1.25,
        zIndex: 5,
        pointerEvents: 'none',
        bgcolor: 'rgba(12, 8, 6, 0.9)',
        border: '2px solid rgba(224, 146, 60, 0.8)',
        borderRadius: 2,
        '@keyframes calloutIn': {
          from: { opacity: 0, transform: 'translate(-50%, -12px)' },
          to: { opacity: 1, transform: 'translate(-50%, 0)' },
        },
        '@keyframes calloutFade': { to: { opacity: 0 } },
        animation: `calloutIn 250ms ease-out, calloutFade 1.5s ease-in ${CALLOUT_SHOW_MS}ms forwards`,
        '@media (prefers-reduced-motion: reduce)': {
          animation: `calloutFade 0s linear ${CALLOUT_SHOW_MS}ms forwards`,
        },
      }}
    >
      <Typography sx={{ fontSize: 'clamp(18px, 2.4vw, 34px)', lineHeight: 1.25 }}>
        {action.parts.map((part, i) => (
          <Part key={i} part={part} />
        ))}
      </Typography>
    </Paper>
  );
}

/** "Streamer view: Esc or Shift+S to leave", for a few seconds after turning it on. */
export function StreamerHint() {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), HINT_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <Paper
      elevation={6}
      data-testid="streamer-hint"
      sx={{
        position: 'absolute',
        bottom: 12,
        right: 12,
        px: 1.5,
        py: 0.75,
        zIndex: 5,
        pointerEvents: 'none',
        bgcolor: 'rgba(12, 8, 6, 0.85)',
      }}
    >
      <Typography variant="body2">Streamer view: Esc or {STREAMER_SHORTCUT} to leave</Typography>
    </Paper>
  );
}

import { Box, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import type { GameCommand } from '../../../protocol/game';
import { createGameStore } from '../../../board/store/gameStore';
import type { GameStore } from '../../../board/store/gameStore';
import { GameScreen } from './GameScreen';
import type * as Fixtures from '../../../board/fixtures/gameViews';

declare global {
  interface Window {
    /** Commands the sandbox board sent, for browser tests. */
    __sandboxSent?: GameCommand[];
    /** Builds fixture views inside the page (for the benchmark). */
    __sandboxFixtures?: typeof Fixtures;
  }
}

/**
 * Renders the board from a fixture with a logging `send`, so browser tests and the benchmark can
 * draw it without a live game: `/board-sandbox?fixture=crowded` (also `basic`), with `manual=1`
 * for manual mode and `viewer=spectator` for a spectator's view. Nothing leaves the page.
 */
export function BoardSandboxPage() {
  const params = new URLSearchParams(window.location.search);
  const fixture = params.get('fixture') ?? 'basic';
  const manual = params.get('manual') === '1';
  const spectator = params.get('viewer') === 'spectator';
  const [store, setStore] = useState<GameStore | null>(null);
  const [sent, setSent] = useState<GameCommand[]>([]);

  useEffect(() => {
    let cancelled = false;
    void import('../../../board/fixtures/gameViews').then((fixtures) => {
      if (cancelled) return;
      window.__sandboxFixtures = fixtures;
      const build = fixture === 'crowded' ? fixtures.crowdedView : fixtures.basicView;
      const view = build({ manualMode: manual, ...(spectator ? { viewer: null } : {}) });
      setStore(
        createGameStore({
          view,
          deckNotes: 'Mulligan for Summon Ember Hound.\nKeep two dice on natural.',
        }),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [fixture, manual, spectator]);

  const send = useCallback((command: GameCommand) => {
    window.__sandboxSent = [...(window.__sandboxSent ?? []), command];
    setSent((list) => [...list.slice(-4), command]);
  }, []);

  if (!store) return <Typography sx={{ p: 2 }}>Loading fixture…</Typography>;
  return (
    <>
      <GameScreen store={store} send={send} loggedIn />
      <Box
        data-testid="sandbox-log"
        sx={{
          position: 'fixed',
          left: 8,
          bottom: 44,
          zIndex: 40,
          fontSize: 11,
          color: '#bfa',
          pointerEvents: 'none',
          fontFamily: 'monospace',
        }}
      >
        {sent.map((c, i) => (
          <div key={i}>{JSON.stringify(c)}</div>
        ))}
      </Box>
    </>
  );
}

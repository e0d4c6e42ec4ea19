/**
 * The board's streamer view and the address bar: `?view=stream` on a game, spectate or replay
 * address opens the board in it (an OBS browser source needs no clicks), turning it on or off
 * keeps the address in step (a reload stays as it was), and the app's toasts are held back
 * while it is on.
 */
import { useEffect } from 'react';
import { streamerRequested, withStreamerQuery } from '../../../board/logic/streamer';
import type { GameStore } from '../../../board/store/gameStore';
import { replaceAddress } from '../../routing/navigation';
import { useToastStore } from '../../stores/toasts';

export function useStreamerAddress(store: GameStore): void {
  useEffect(() => {
    if (streamerRequested(window.location.search)) store.getState().setUi({ streamer: true });
    const apply = (streamer: boolean) => {
      useToastStore.getState().setHeld(streamer);
      const { pathname, search, hash } = window.location;
      const next = withStreamerQuery(search, streamer);
      if (next !== search) replaceAddress(`${pathname}${next}${hash}`);
    };
    let last = store.getState().ui.streamer;
    apply(last);
    const unsubscribe = store.subscribe((state) => {
      if (state.ui.streamer === last) return;
      last = state.ui.streamer;
      apply(last);
    });
    return () => {
      unsubscribe();
      useToastStore.getState().setHeld(false);
    };
  }, [store]);
}

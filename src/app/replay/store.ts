/**
 * The replay being watched: its steps, where we are, and the auto-play timer. The board
 * renders `currentReplayState(...)`; the sidebar's replay controls call the moves below.
 */
import { create } from 'zustand';
import type { Replay, ReplayStepTag } from '../../protocol/results';
import { REPLAY_TAG_LABELS } from '../../protocol/results';
import {
  isLastStep,
  roundBack,
  roundForward,
  stepBack,
  stepForward,
  turnBack,
  turnForward,
} from './navigation';

/** Play steps forward this often (lobby-and-results.md section 9). */
export const REPLAY_AUTO_STEP_MS = 1500;

type Move = (tags: readonly ReplayStepTag[], index: number) => number;

export interface ReplayState {
  replay: Replay | null;
  /** Its players shared it: anyone may watch it at /replay/{gameId}. */
  shared: boolean;
  tags: ReplayStepTag[];
  index: number;
  playing: boolean;
  /** Whether the replay loader dialog is open. */
  loaderOpen: boolean;
  /** The player the viewer chose to see at the bottom; null until one is chosen. */
  side: string | null;
  /** Shows the replay from `name`'s side (ignored for a name not among its players). */
  setSide(name: string): void;
  openLoader(): void;
  closeLoader(): void;
  /** Loads a replay and shows step 0, or the step `index` names (kept within the replay). */
  load(replay: Replay, options?: LoadOptions): void;
  /** Removes the replay and the current game. */
  clear(): void;
  /** Removes the replay but keeps the current game (one started from it: Play from here). */
  release(): void;
  stepForward(): void;
  stepBack(): void;
  turnForward(): void;
  turnBack(): void;
  roundForward(): void;
  roundBack(): void;
  play(): void;
  pause(): void;
  togglePlay(): void;
}

export interface LoadOptions {
  index?: number;
  shared?: boolean;
}

let timer: ReturnType<typeof setInterval> | null = null;
const clearListeners = new Set<() => void>();

/**
 * Runs `listener` whenever the replay is cleared (the lobby drops its current game then).
 * Returns the unsubscribe function.
 */
export function onReplayCleared(listener: () => void): () => void {
  clearListeners.add(listener);
  return () => clearListeners.delete(listener);
}

function stopTimer() {
  if (timer !== null) clearInterval(timer);
  timer = null;
}

export const useReplayStore = create<ReplayState>((set, get) => {
  const move = (to: Move) => () => {
    const { replay, tags, index } = get();
    if (!replay) return;
    set({ index: to(tags, index) });
  };
  const pause = () => {
    stopTimer();
    set({ playing: false });
  };
  return {
    replay: null,
    shared: false,
    tags: [],
    index: 0,
    playing: false,
    loaderOpen: false,
    side: null,
    setSide: (name) => {
      if (get().replay?.players.includes(name)) set({ side: name });
    },
    openLoader: () => set({ loaderOpen: true }),
    closeLoader: () => set({ loaderOpen: false }),
    load: (replay, options = {}) => {
      stopTimer();
      const last = Math.max(0, replay.steps.length - 1);
      set({
        replay,
        shared: options.shared === true,
        tags: replay.steps.map((step) => step.tag),
        index: Math.min(Math.max(0, options.index ?? 0), last),
        playing: false,
        loaderOpen: false,
        side: null,
      });
    },
    clear: () => {
      stopTimer();
      set({ replay: null, shared: false, tags: [], index: 0, playing: false, side: null });
      for (const listener of clearListeners) listener();
    },
    release: () => {
      stopTimer();
      set({ replay: null, shared: false, tags: [], index: 0, playing: false });
    },
    stepForward: move(stepForward),
    stepBack: move(stepBack),
    turnForward: move(turnForward),
    turnBack: move(turnBack),
    roundForward: move(roundForward),
    roundBack: move(roundBack),
    play: () => {
      const { replay, tags, index } = get();
      if (!replay || isLastStep(tags, index)) return;
      stopTimer();
      set({ playing: true });
      timer = setInterval(() => {
        const state = get();
        if (!state.replay) return pause();
        const next = stepForward(state.tags, state.index);
        set({ index: next });
        if (isLastStep(state.tags, next)) pause();
      }, REPLAY_AUTO_STEP_MS);
    },
    pause,
    togglePlay: () => (get().playing ? get().pause() : get().play()),
  };
});

/** The game state of the step being shown, or null without a replay. */
export function currentReplayState(state: ReplayState): unknown {
  return state.replay?.steps[state.index]?.state ?? null;
}

/** The label of the step being shown, e.g. 'Start of Turn'. */
export function currentReplayLabel(state: ReplayState): string | null {
  const tag = state.tags[state.index];
  return tag ? REPLAY_TAG_LABELS[tag] : null;
}

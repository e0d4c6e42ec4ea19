import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Replay, ReplayStepTag } from '../../protocol/results';
import {
  currentReplayLabel,
  currentReplayState,
  onReplayCleared,
  REPLAY_AUTO_STEP_MS,
  useReplayStore,
} from './store';

function replayOf(tags: ReplayStepTag[]): Replay {
  return {
    gameId: 'g1',
    name: 'Game',
    players: ['A', 'B'],
    steps: tags.map((tag, i) => ({ tag, state: { step: i } })),
  };
}

const TAGS: ReplayStepTag[] = ['prepare', 'begin-turn', 'ability', 'begin-turn', 'prepare', 'end'];

describe('replay store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useReplayStore.getState().clear();
  });
  afterEach(() => {
    useReplayStore.getState().clear();
    vi.useRealTimers();
  });

  it("keeps the chosen side among the replay's players until another replay is loaded", () => {
    useReplayStore.getState().load(replayOf(TAGS));
    expect(useReplayStore.getState().side).toBeNull();
    useReplayStore.getState().setSide('B');
    expect(useReplayStore.getState().side).toBe('B');
    useReplayStore.getState().setSide('Z');
    expect(useReplayStore.getState().side).toBe('B');
    useReplayStore.getState().load(replayOf(TAGS));
    expect(useReplayStore.getState().side).toBeNull();
  });

  it('shows step 0 of a loaded replay with its label and state', () => {
    useReplayStore.getState().openLoader();
    useReplayStore.getState().load(replayOf(TAGS));
    const state = useReplayStore.getState();
    expect(state.index).toBe(0);
    expect(state.loaderOpen).toBe(false);
    expect(currentReplayLabel(state)).toBe('Start of Round');
    expect(currentReplayState(state)).toEqual({ step: 0 });
  });

  it('starts a shared replay at the step its link names, kept within the replay', () => {
    useReplayStore.getState().load(replayOf(TAGS), { index: 3, shared: true });
    expect(useReplayStore.getState()).toMatchObject({ index: 3, shared: true });
    expect(currentReplayState(useReplayStore.getState())).toEqual({ step: 3 });
    useReplayStore.getState().load(replayOf(TAGS), { index: 99 });
    expect(useReplayStore.getState()).toMatchObject({ index: TAGS.length - 1, shared: false });
    useReplayStore.getState().clear();
    expect(useReplayStore.getState().shared).toBe(false);
  });

  it('moves by step, turn and round', () => {
    const store = useReplayStore.getState();
    store.load(replayOf(TAGS));
    store.turnForward();
    expect(useReplayStore.getState().index).toBe(1);
    store.turnForward();
    expect(useReplayStore.getState().index).toBe(3);
    store.stepForward();
    expect(currentReplayLabel(useReplayStore.getState())).toBe('Start of Round');
    store.roundForward();
    expect(currentReplayLabel(useReplayStore.getState())).toBe('Game End');
    store.roundBack();
    expect(useReplayStore.getState().index).toBe(4);
    store.turnBack();
    expect(useReplayStore.getState().index).toBe(3);
    store.stepBack();
    expect(useReplayStore.getState().index).toBe(2);
  });

  it('plays one step every 1500 ms and stops at the end', () => {
    useReplayStore.getState().load(replayOf(TAGS));
    useReplayStore.getState().togglePlay();
    expect(useReplayStore.getState().playing).toBe(true);
    vi.advanceTimersByTime(REPLAY_AUTO_STEP_MS - 1);
    expect(useReplayStore.getState().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(useReplayStore.getState().index).toBe(1);
    vi.advanceTimersByTime(REPLAY_AUTO_STEP_MS * 10);
    expect(useReplayStore.getState().index).toBe(5);
    expect(useReplayStore.getState().playing).toBe(false);
  });

  it('pauses on toggle', () => {
    useReplayStore.getState().load(replayOf(TAGS));
    useReplayStore.getState().play();
    vi.advanceTimersByTime(REPLAY_AUTO_STEP_MS);
    useReplayStore.getState().togglePlay();
    vi.advanceTimersByTime(REPLAY_AUTO_STEP_MS * 3);
    expect(useReplayStore.getState()).toMatchObject({ index: 1, playing: false });
  });

  it('clearing removes the replay and the current game', () => {
    let currentGame: string | null = 'g1';
    const stop = onReplayCleared(() => (currentGame = null));
    useReplayStore.getState().load(replayOf(TAGS));
    useReplayStore.getState().play();
    useReplayStore.getState().clear();
    expect(useReplayStore.getState()).toMatchObject({ replay: null, index: 0, playing: false });
    expect(currentGame).toBeNull();
    stop();
    vi.advanceTimersByTime(REPLAY_AUTO_STEP_MS * 2);
    expect(useReplayStore.getState().index).toBe(0);
  });
});

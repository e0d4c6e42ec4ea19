import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bluffPrompt } from '../fixtures/gameViews';
import {
  GameClock,
  PromptTimer,
  TitleBlinker,
  TypingNotifier,
  shouldBlinkTitle,
  timedPass,
} from './timers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function clock() {
  const values: number[] = [];
  const onZero = vi.fn();
  const c = new GameClock((s) => values.push(s), onZero);
  return { c, values, onZero };
}

describe('the game clock', () => {
  it('counts down each second', () => {
    const { c } = clock();
    c.update({ mode: 'down', secondsLeft: 10, stateId: 1, finished: false });
    vi.advanceTimersByTime(3000);
    expect(c.value).toBe(7);
  });

  it('counts up in up mode and stands still in stop mode', () => {
    const { c } = clock();
    c.update({ mode: 'up', secondsLeft: 5, stateId: 1, finished: false });
    vi.advanceTimersByTime(2000);
    expect(c.value).toBe(7);
    c.update({ mode: 'stop', secondsLeft: 5, stateId: 1, finished: false });
    vi.advanceTimersByTime(5000);
    expect(c.value).toBe(7);
  });

  it('resets only when the state id changes', () => {
    const { c } = clock();
    c.update({ mode: 'down', secondsLeft: 60, stateId: 1, finished: false });
    vi.advanceTimersByTime(5000);
    c.update({ mode: 'down', secondsLeft: 60, stateId: 1, finished: false });
    expect(c.value).toBe(55);
    c.update({ mode: 'down', secondsLeft: 50, stateId: 2, finished: false });
    expect(c.value).toBe(50);
  });

  it('stays at zero, stops and reports clockZero once', () => {
    const { c, onZero, values } = clock();
    c.update({ mode: 'down', secondsLeft: 2, stateId: 1, finished: false });
    vi.advanceTimersByTime(10_000);
    expect(c.value).toBe(0);
    expect(onZero).toHaveBeenCalledTimes(1);
    expect(values.at(-1)).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not run once the game is finished', () => {
    const { c } = clock();
    c.update({ mode: 'down', secondsLeft: 30, stateId: 1, finished: true });
    vi.advanceTimersByTime(5000);
    expect(c.value).toBe(30);
  });
});

describe('the prompt timer', () => {
  it('shrinks every 100 ms and expires at zero', () => {
    const progress: number[] = [];
    const onExpire = vi.fn();
    const t = new PromptTimer((p) => progress.push(p), onExpire);
    t.start(1);
    vi.advanceTimersByTime(500);
    expect(progress.at(-1)).toBeCloseTo(0.5);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(progress.at(-1)).toBe(0);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(t.running).toBe(false);
  });

  it('follows the time passed when ticks come late, as in a background tab', () => {
    let now = 0;
    const progress: number[] = [];
    const onExpire = vi.fn();
    const t = new PromptTimer(
      (p) => progress.push(p),
      onExpire,
      () => now,
    );
    t.start(2);
    // Each 100 ms tick runs only after a whole second.
    now = 1000;
    vi.advanceTimersByTime(100);
    expect(progress.at(-1)).toBeCloseTo(0.5);
    now = 2000;
    vi.advanceTimersByTime(100);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('is cancelled by a click', () => {
    const onExpire = vi.fn();
    const t = new PromptTimer(() => undefined, onExpire);
    t.start(1);
    vi.advanceTimersByTime(300);
    t.cancel();
    vi.advanceTimersByTime(5000);
    expect(onExpire).not.toHaveBeenCalled();
  });
});

describe('the prompt timer key', () => {
  it('is the same for every view of the same timed prompt', () => {
    const first = bluffPrompt('d7');
    const next = bluffPrompt('d7');
    expect(next.buttons).not.toBe(first.buttons);
    expect(timedPass(next)).toEqual(timedPass(first));
    // The engine's reaction window passes with its button "skip".
    expect(timedPass(first)).toEqual({ promptId: 'd7', arg: 'skip', uuid: 'd7', seconds: 5 });
  });

  it('changes with the prompt id or the timer length', () => {
    expect(timedPass(bluffPrompt('d8'))).not.toEqual(timedPass(bluffPrompt('d7')));
    expect(timedPass(bluffPrompt('d7', 3))).not.toEqual(timedPass(bluffPrompt('d7')));
  });

  it('is null without a timed button or a length', () => {
    const untimed = bluffPrompt('d7');
    untimed.buttons = untimed.buttons.map((b) => ({ ...b, timer: false }));
    expect(timedPass(untimed)).toBeNull();
    expect(timedPass(bluffPrompt('d7', 0))).toBeNull();
  });
});

describe('the typing flag', () => {
  it('goes true on the first key and false after 2 s without typing', () => {
    const sent: boolean[] = [];
    const n = new TypingNotifier((t) => sent.push(t));
    n.keystroke();
    vi.advanceTimersByTime(1500);
    n.keystroke();
    vi.advanceTimersByTime(1500);
    expect(sent).toEqual([true]);
    vi.advanceTimersByTime(500);
    expect(sent).toEqual([true, false]);
  });
});

describe('the tab title', () => {
  it('alternates with Alert! every 500 ms and restores the title', () => {
    const titles: string[] = [];
    const b = new TitleBlinker((t) => titles.push(t));
    b.set(true, 'Ashtable');
    vi.advanceTimersByTime(1500);
    expect(titles).toEqual(['Alert!', 'Ashtable', 'Alert!']);
    b.set(false, 'Ashtable');
    expect(titles.at(-1)).toBe('Ashtable');
    vi.advanceTimersByTime(2000);
    expect(titles).toHaveLength(4);
  });

  it('blinks only when unfocused on our turn with two players', () => {
    expect(shouldBlinkTitle(false, true, 2)).toBe(true);
    expect(shouldBlinkTitle(true, true, 2)).toBe(false);
    expect(shouldBlinkTitle(false, false, 2)).toBe(false);
    expect(shouldBlinkTitle(false, true, 1)).toBe(false);
  });
});

/**
 * The board's timed behaviours as small classes over injectable timer functions, so that tests
 * drive them with fake timers: the game clock, the prompt auto-pass timer, the typing flag and
 * the blinking tab title.
 */
import type { ClockView, PromptState } from '../../protocol/game-view';

export const CLOCK_TICK_MS = 1000;
export const PROMPT_TIMER_TICK_MS = 100;
export const TYPING_TIMEOUT_MS = 2000;
export const TITLE_BLINK_MS = 500;
export const ALERT_TITLE = 'Alert!';

export type ClockMode = ClockView['mode'];

export interface ClockInput {
  mode: ClockMode;
  secondsLeft: number;
  stateId: number;
  /** A finished game (or one with a winner) never restarts its clock. */
  finished: boolean;
}

/**
 * A player's clock: counts down each second (up in 'up' mode), stops in 'stop' mode, resets only
 * when the state id changes, and at zero stays at zero, stops and reports clockZero once.
 */
export class GameClock {
  private seconds = 0;
  private stateId: number | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private mode: ClockMode = 'off';

  constructor(
    private readonly onChange: (seconds: number) => void,
    private readonly onZero: () => void,
  ) {}

  get value(): number {
    return this.seconds;
  }

  update(input: ClockInput): void {
    if (input.stateId !== this.stateId) {
      this.stateId = input.stateId;
      this.seconds = input.secondsLeft;
      this.onChange(this.seconds);
    }
    this.mode = input.mode;
    const shouldRun =
      !input.finished && (this.mode === 'down' || this.mode === 'up') && !this.atZero();
    if (shouldRun && !this.timer) this.timer = setInterval(() => this.tick(), CLOCK_TICK_MS);
    if (!shouldRun) this.stop();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private atZero(): boolean {
    return this.mode === 'down' && this.seconds <= 0;
  }

  private tick(): void {
    this.seconds += this.mode === 'up' ? 1 : -1;
    if (this.atZero()) {
      this.seconds = 0;
      this.stop();
      this.onChange(0);
      this.onZero();
      return;
    }
    this.onChange(this.seconds);
  }
}

/**
 * The prompt's auto-pass timer: a fraction shrinking from 1 to 0 over `seconds`. It measures the
 * time passed rather than counting ticks, since a background tab runs its intervals late.
 */
export class PromptTimer {
  private timer: ReturnType<typeof setInterval> | null = null;
  private startedAt = 0;

  constructor(
    private readonly onProgress: (remaining: number) => void,
    private readonly onExpire: () => void,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get running(): boolean {
    return this.timer !== null;
  }

  start(seconds: number): void {
    this.cancel();
    this.startedAt = this.now();
    const totalMs = Math.max(0, seconds * 1000);
    this.onProgress(1);
    this.timer = setInterval(() => {
      const elapsedMs = this.now() - this.startedAt;
      const remaining = totalMs === 0 ? 0 : Math.max(0, 1 - elapsedMs / totalMs);
      this.onProgress(remaining);
      if (remaining <= 0) {
        this.cancel();
        this.onExpire();
      }
    }, PROMPT_TIMER_TICK_MS);
  }

  cancel(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/**
 * What a prompt's auto-pass timer belongs to: the prompt, its timed button and the length. Every
 * new game view carries new button arrays, so the timer is keyed on these values instead; an
 * unrelated view (a chat line, a spectator joining) leaves a running timer alone.
 */
export interface TimedPass {
  promptId: string | null;
  /** The timed button's choice and prompt id, reported when the timer expires. */
  arg: string;
  uuid: string;
  seconds: number;
}

/** The prompt's auto-pass, or null when no button is timed or the length is zero. */
export function timedPass(prompt: PromptState): TimedPass | null {
  const button = prompt.buttons.find((b) => b.timer);
  if (!button || !prompt.timerLength) return null;
  return {
    promptId: prompt.promptId,
    arg: button.arg,
    uuid: button.uuid,
    seconds: prompt.timerLength,
  };
}

/** Sends typing=true on the first keystroke and typing=false after 2 s without one. */
export class TypingNotifier {
  private typing = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly send: (typing: boolean) => void) {}

  keystroke(): void {
    if (!this.typing) {
      this.typing = true;
      this.send(true);
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.stop(), TYPING_TIMEOUT_MS);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.typing) {
      this.typing = false;
      this.send(false);
    }
  }
}

/** Alternates the tab title with 'Alert!' every 500 ms while active. */
export class TitleBlinker {
  private timer: ReturnType<typeof setInterval> | null = null;
  private showingAlert = false;

  constructor(private readonly setTitle: (title: string) => void) {}

  /** Blinks while `on`; restores `title` when switched off. */
  set(on: boolean, title: string): void {
    if (on && !this.timer) {
      this.timer = setInterval(() => {
        this.showingAlert = !this.showingAlert;
        this.setTitle(this.showingAlert ? ALERT_TITLE : title);
      }, TITLE_BLINK_MS);
    } else if (!on && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
      this.showingAlert = false;
      this.setTitle(title);
    }
  }
}

/** The tab blinks while unfocused, on the viewer's turn, in a game of at least 2 players. */
export function shouldBlinkTitle(focused: boolean, viewerActive: boolean, players: number) {
  return !focused && viewerActive && players >= 2;
}

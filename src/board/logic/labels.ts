/** Small text and colour rules of the board (game-board.md sections 2, 4 and 9). */

export const BUTTON_LABEL_MAX = 28;
const BUTTON_LABEL_KEPT = 25;

/** Prompt button labels longer than 28 characters are cut to 25 plus an ellipsis. */
export function cutButtonLabel(text: string): string {
  return text.length > BUTTON_LABEL_MAX ? `${text.slice(0, BUTTON_LABEL_KEPT)}…` : text;
}

/** A menu title holds one line per newline. */
export function titleLines(title: string): string[] {
  return title.split('\n').filter((line) => line.length > 0);
}

/** Phoenixborn life minus damage, floored at 0. */
export function lifeRemaining(life: number, damage: number | undefined): number {
  return Math.max(0, life - (damage ?? 0));
}

export type LifeColour = 'green' | 'orange' | 'red';

/** Green above 10, orange at 10 or less, red at 5 or less. */
export function lifeColour(remaining: number): LifeColour {
  if (remaining <= 5) return 'red';
  if (remaining <= 10) return 'orange';
  return 'green';
}

/** Minutes:seconds with a minus sign when negative (e.g. 4:05, -0:07). */
export function formatClock(totalSeconds: number): string {
  const sign = totalSeconds < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(totalSeconds));
  const minutes = Math.floor(abs / 60);
  const seconds = abs % 60;
  return `${sign}${minutes}:${seconds.toString().padStart(2, '0')}`;
}

export type PingLevel = 'good' | 'warning' | 'danger';

export function pingLevel(ms: number): PingLevel {
  if (ms < 150) return 'good';
  if (ms < 300) return 'warning';
  return 'danger';
}

/** Chain icons: red in round 1 or less, green from round 2; none in two formats. */
export function chainColour(round: number, format: string | null): 'red' | 'green' | null {
  if (format === 'firstadventure' || format === 'precon') return null;
  return round <= 1 ? 'red' : 'green';
}

/**
 * Timed alerts: a prompt for the player an opponent's move concerns (an attack on them, a
 * reaction spell played), shown as the board's alert (showAlert) with an Ok button that the
 * board presses by itself after the player's alertTimer seconds. A player whose alertTimer is
 * 0 gets no timed alerts; noAttackAlerts turns off the ones for attacks.
 */
import { button, choice } from './decisions';
import { optionOn, optionSeconds } from './options';
import { call, defineProc } from './runner';
import type { Run } from './runner';
import type { PlayerId } from './state';

export const ALERT_OK = 'ok';

/** ctx: title, text. */
defineProc('alert', [
  (g) => {
    if (g.ctx.ok !== undefined) return;
    return choice('ok', String(g.ctx.title), [{ ...button(ALERT_OK, 'Ok'), timer: true }], {
      alert: String(g.ctx.text),
      source: g.frame.source,
    });
  },
]);

/** Queues an alert for `player` from inside a step, when their settings want one. */
export function alertPlayer(
  g: Run,
  player: PlayerId,
  title: string,
  text: string,
  kind: 'attack' | 'reaction',
): void {
  if (optionSeconds(g.state, player, 'alertTimer') === 0) return;
  if (kind === 'attack' && optionOn(g.state, player, 'noAttackAlerts')) return;
  call(g, 'alert', { title, text }, player);
}

import { legalCommands } from '../../engine/bots';
import type { GameCommand } from '../../protocol/game';
import type { GameView } from '../../protocol/game-view';

/** Buttons that answer a prompt with the least: pass, done, no, skip, cancel, decline. */
const MINIMAL_BUTTON = /^(pass|done|no|skip|cancel|decline)\b/i;

/**
 * A goldfish opponent: it never plays anything of its own. It closes alerts, presses a
 * passing or declining button when the prompt has one, otherwise its first button; only a
 * prompt with no button at all (a card or die it must pick, such as its first five) gets a
 * pick, made with its seeded generator so repeated prompts do not click the same card back
 * and forth.
 */
export function goldfishCommand(
  view: GameView,
  me: string,
  random: () => number,
): GameCommand | null {
  const player = view.players[me];
  if (!player) return null;
  if (player.promptState.showAlert) return { type: 'closeAlert' };
  const legal = legalCommands(view, me);
  const buttons = player.promptState.buttons.filter((b) => !b.disabled);
  const minimal = buttons.find((b) => MINIMAL_BUTTON.test(b.text.trim())) ?? buttons[0];
  if (minimal)
    return { type: 'menuButton', arg: minimal.arg, uuid: minimal.uuid, method: minimal.method };
  return legal[Math.floor(random() * legal.length)] ?? null;
}

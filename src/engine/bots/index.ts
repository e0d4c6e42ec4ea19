/**
 * Computer players: a bot reads only the view its seat is sent and answers with one command,
 * so it can sit at a game node exactly where a person would.
 */
import type { GameCommand } from '../../protocol/game';
import type { GameView } from '../../protocol/game-view';
import { chooseEasy } from './easy';
import { legalCommands } from './legal-commands';
import { chooseNormal } from './normal';
import type { NormalOptions } from './normal';

export { botRandom, legalCommands } from './legal-commands';
export type { NormalOptions as BotOptions } from './normal';

/** `random` picks uniformly among the legal commands; `easy` and `normal` are the practice levels. */
export type BotLevel = 'random' | 'easy' | 'normal';

export const BOT_LEVELS: readonly BotLevel[] = ['random', 'easy', 'normal'];

/**
 * The command a bot of `level` sends for seat `me` given its view, or null when the view
 * offers it nothing to do. `random` is the bot's own seeded generator in [0, 1). `options`
 * lets the normal level look ahead (README.md); without them it plays as easy.
 */
export function chooseBotCommand(
  view: GameView,
  me: string,
  level: BotLevel,
  random: () => number,
  options?: NormalOptions,
): GameCommand | null {
  if (view.players[me]?.promptState.showAlert) return { type: 'closeAlert' };
  const legal = legalCommands(view, me);
  if (legal.length === 0) return null;
  if (level === 'easy') return chooseEasy(view, me, legal, random);
  if (level === 'normal') return chooseNormal(view, me, legal, random, options);
  return legal[Math.floor(random() * legal.length)] ?? null;
}

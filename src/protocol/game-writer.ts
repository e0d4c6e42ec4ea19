import { GAME_COMMAND_ARGUMENTS } from './game';
import type { GameCommand } from './game';

/** One game command as socket.io sends it: `'game'`, the command's name, then its arguments. */
export type GameCommandWire = ['game', GameCommand['type'], ...unknown[]];

/**
 * The wire form of a game command (game-board.md: `'game', name, ...args`), the inverse of
 * `parseGameMessage`: the arguments follow the parser's own table, so the two cannot drift.
 * A menu item travels as one `{command, arg}` argument named `item`.
 */
export function writeGameMessage(command: GameCommand): GameCommandWire {
  const fields: Readonly<Record<string, unknown>> =
    command.type === 'menuItemClick'
      ? { ...command, item: { command: command.command, arg: command.arg } }
      : command;
  const args = GAME_COMMAND_ARGUMENTS[command.type].map((name) => fields[name]);
  return ['game', command.type, ...args];
}

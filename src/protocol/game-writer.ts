import type { GameCommand } from './game';

/** One game command as socket.io sends it: `'game'`, the command's name, then its arguments. */
export type GameCommandWire = ['game', GameCommand['type'], ...unknown[]];

/**
 * The wire form of a game command (game-board.md: `'game', name, ...args`), the inverse of
 * `parseGameMessage`; the argument order is the parser's positional table.
 */
export function writeGameMessage(command: GameCommand): GameCommandWire {
  switch (command.type) {
    case 'cardClicked':
    case 'cardAltClicked':
    case 'dieClicked':
    case 'inspectCard':
      return ['game', command.type, command.uuid];
    case 'menuButton':
      return ['game', command.type, command.arg, command.uuid, command.method];
    case 'drop':
      return ['game', command.type, command.uuid, command.source, command.target];
    case 'menuItemClick':
      return ['game', command.type, command.uuid, { command: command.command, arg: command.arg }];
    case 'modifyCardToken':
      return ['game', command.type, command.uuid, command.token, command.delta];
    case 'showDrawDeck':
      return ['game', command.type, command.visible];
    case 'pileClicked':
      return ['game', command.type, command.source];
    case 'toggleOptionSetting':
      return ['game', command.type, command.name, command.value];
    case 'chat':
      return ['game', command.type, command.text];
    case 'modifyLimited':
      return ['game', command.type, command.limitedPlayed];
    case 'modifyAction':
      return ['game', command.type, command.action, command.value];
    case 'changeStat':
      return ['game', command.type, command.stat, command.delta];
    case 'closeInspector':
    case 'shuffleDeck':
    case 'clockZero':
    case 'toggleMuteSpectators':
    case 'toggleManualMode':
    case 'closeAlert':
    case 'concede':
    case 'leavegame':
      return ['game', command.type];
  }
}

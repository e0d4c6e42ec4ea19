/**
 * Manual mode's die menu (game-board.md: a die menu toggles on click if it has items): the
 * owner of a die may exhaust or ready it and set its face. A die the current prompt could take
 * also offers Use, which answers the prompt as clicking the die would without a menu.
 */
import type { DieLevel } from '../domain/dice';
import type { MenuItem } from '../protocol/game-view';
import { diePart, addLog, playerPart } from './log';
import type { GameState, PlayerId } from './state';

export const USE_DIE = 'useDie';
export const EXHAUST_DIE = 'exhaustDie';
export const READY_DIE = 'readyDie';
export const SET_DIE_LEVEL = 'setDieLevel';

const LEVELS: readonly DieLevel[] = ['power', 'class', 'basic'];

function isLevel(value: string | null): value is DieLevel {
  return LEVELS.some((level) => level === value);
}

/** The menu a die shows its owner in manual mode (none otherwise, and none while attached). */
export function dieMenu(
  state: GameState,
  viewer: PlayerId | null,
  uuid: string,
  usable: boolean,
): MenuItem[] {
  const die = state.dice[uuid];
  if (!die || !state.manualMode || viewer !== die.owner || die.location === 'attached') return [];
  const items: MenuItem[] = usable ? [{ text: 'Use', command: USE_DIE }] : [];
  items.push(
    die.location === 'active'
      ? { text: 'Exhaust', command: EXHAUST_DIE }
      : { text: 'Ready', command: READY_DIE },
  );
  for (const level of LEVELS) {
    if (level !== die.level)
      items.push({ text: `Set to ${level}`, command: SET_DIE_LEVEL, arg: level });
  }
  return items;
}

/**
 * Applies a die menu item other than Use; returns an error to refuse. Only the owner, only in
 * manual mode, never an attached die.
 */
export function manualDie(
  state: GameState,
  player: PlayerId,
  uuid: string,
  command: string,
  arg: string | null,
): string | null {
  const die = state.dice[uuid];
  if (!die) return 'No such die';
  if (!state.manualMode) return 'Turn on manual mode to change dice by hand';
  if (die.owner !== player) return 'That is not your die';
  if (die.location === 'attached') return 'That die is attached to a card';
  const before = diePart(die);
  if (command === EXHAUST_DIE || command === READY_DIE) {
    const location = command === EXHAUST_DIE ? 'exhausted' : 'active';
    if (die.location === location) return `That die is already ${location}`;
    die.location = location;
    addLog(state, [
      playerPart(state, player),
      command === EXHAUST_DIE ? ' exhausts ' : ' readies ',
      before,
    ]);
    return null;
  }
  if (command === SET_DIE_LEVEL) {
    if (!isLevel(arg)) return 'Unknown die level';
    die.level = arg;
    addLog(state, [playerPart(state, player), ' sets ', before, ' to ', diePart(die)]);
    return null;
  }
  return 'Unknown die menu item';
}

/**
 * Commands that would change nothing in the game as it stands: the node sends no new view
 * for them and the state keeps its version. `showDrawDeck` only tells which popup a player
 * has open, which the game does not keep; the others repeat what already holds.
 */
import type { GameCommand } from '../protocol/game';
import type { GameState } from './state';
import { seatOf } from './sides';

export function changesNothing(
  state: GameState,
  actor: string | null,
  command: GameCommand,
): boolean {
  const me = seatOf(state, actor);
  switch (command.type) {
    case 'showDrawDeck':
      return true;
    case 'closeInspector':
      return me === undefined || state.players[me].inspectionCard === null;
    case 'closeAlert':
      return me === undefined || state.decision?.player !== me || !state.decision.alert;
    case 'toggleOptionSetting':
      return me === undefined || state.players[me].optionSettings[command.name] === command.value;
    default:
      return false;
  }
}

/** Game log and chat: structured message parts of game-board.md section 3. */
import type { AlertType, MessagePart } from '../protocol/game-view';
import type { EngineContext } from './context';
import type { DieState, GameState, PlayerId } from './state';

export function playerPart(state: GameState, id: PlayerId): MessagePart {
  return { player: { name: state.players[id].name } };
}

export function cardPart(context: EngineContext, stub: string): MessagePart {
  const card = context.catalogue[stub];
  return { card: { name: card?.name ?? stub, id: stub } };
}

export function diePart(die: Pick<DieState, 'magic' | 'level'>): MessagePart {
  return {
    die: {
      magic: die.magic,
      level: die.level,
      name: `${die.magic} ${die.level}`,
      code: `${die.magic}-${die.level}`,
    },
  };
}

function activeName(state: GameState): string | null {
  const id = state.turn?.player ?? state.firstPlayer;
  return id ? state.players[id].name : null;
}

export function addLog(state: GameState, parts: MessagePart[]): void {
  state.counter += 1;
  state.log.push({ mid: state.counter, activePlayer: activeName(state), message: parts });
}

/** A typed chat line: told apart from game events so the board can draw it as a message. */
export function addChat(state: GameState, name: string, text: string): void {
  state.counter += 1;
  state.log.push({
    mid: state.counter,
    activePlayer: activeName(state),
    message: [{ player: { name } }, ` ${text}`],
    chat: true,
  });
}

export function addAlert(state: GameState, type: AlertType, parts: MessagePart[]): void {
  addLog(state, [{ alert: { type, message: parts } }]);
}

/** "<player> <verb> <card>" — the commonest line. */
export function logPlayerCard(
  state: GameState,
  context: EngineContext,
  player: PlayerId,
  verb: string,
  stub: string,
  tail = '',
): void {
  addLog(state, [
    playerPart(state, player),
    ` ${verb} `,
    cardPart(context, stub),
    ...(tail ? [tail] : []),
  ]);
}

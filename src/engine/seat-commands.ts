/**
 * What each game command does for a seated player (one handler per command type: a type
 * without one fails to compile) and what a spectator may do. The reducer (commands.ts)
 * picks the table by whether the actor has a seat; every handler mutates the reducer's
 * private copy and returns an error to refuse.
 */
import type { GameCommand, GameCommandType, PileName } from '../protocol/game';
import type { EngineContext } from './context';
import { CANCEL, answer, openOptions } from './decisions';
import { optionOn } from './options';
import { ALERT_OK } from './alerts';
import { ALT_COMMAND, chooseAlt } from './alt-arts';
import { cardMenuItem } from './card-menu';
import { addChat, addLog, playerPart } from './log';
import { clockNearlyOut, endByClock } from './clock';
import { endByTime, endByTimeLimit, endGame } from './ending';
import { manualCommand, manualDrop, setToken } from './manual';
import { USE_DIE, manualDie } from './manual-dice';
import { canPlayFromHand } from './play';
import { shuffleDeck } from './ops';
import { DECK_IN_USE, anyInUse } from './in-use';
import { run } from './runner';
import { lastSideStanding } from './sides';
import type { GameState, PlayerId } from './state';

/** Each command type with its command. */
export type GameCommands = { [C in GameCommand as C['type']]: C };

/** The player a command comes from, and the game it changes. */
export interface Seat {
  state: GameState;
  context: EngineContext;
  me: PlayerId;
  /** When the command arrived (epoch ms), when known. */
  now: number | undefined;
  /** The game had ended before this command. */
  over: boolean;
}

type SeatHandler<K extends GameCommandType> = (
  seat: Seat,
  command: GameCommands[K],
) => string | null;
type SpectatorHandler<K extends GameCommandType> = (
  state: GameState,
  actor: string | null,
  command: GameCommands[K],
) => string | null;

/** What a seated player may still do once the game is over. */
export const AFTER_GAME_COMMANDS: readonly GameCommand['type'][] = [
  'chat',
  'leavegame',
  'inspectCard',
  'closeInspector',
  'closeAlert',
  'toggleOptionSetting',
];

function decide(
  state: GameState,
  context: EngineContext,
  me: PlayerId,
  kind: 'card' | 'die' | 'button',
  value: string,
): string | null {
  if (!state.decision || state.decision.player !== me)
    return 'You have no choice to make right now';
  const error = answer(state, context, kind, value);
  if (error && kind === 'card' && switchAction(state, context, me, value)) return null;
  return error;
}

/**
 * allowAutoCancel: while a play or activation waits on a prompt that has Cancel (its host,
 * dice, discards, attackers), clicking another card the turn could start cancels it and
 * starts that card instead. Works on the reducer's private copy: a failed switch is thrown
 * away with the refusal.
 */
function switchAction(
  state: GameState,
  context: EngineContext,
  me: PlayerId,
  uuid: string,
): boolean {
  const decision = state.decision;
  if (!decision || decision.key === 'action' || !optionOn(state, me, 'allowAutoCancel'))
    return false;
  const cancellable = openOptions(state, context, decision).some(
    (o) => o.kind === 'button' && o.value === CANCEL,
  );
  if (!cancellable || answer(state, context, 'button', CANCEL)) return false;
  run(state, context);
  const next = state.decision;
  if (!next || next.player !== me || next.key !== 'action') return false;
  return answer(state, context, 'card', uuid) === null;
}

/**
 * clockZero: with a time, accepted only when the server's clock agrees (within the
 * tolerance); without one (replays stored before commands carried times) the client is
 * trusted as it used to be: the sender's own clock ran out.
 */
function clockZero(state: GameState, me: PlayerId, now: number | undefined): string | null {
  if (state.clock.type === 'none') return 'This game has no clock';
  if (now === undefined) {
    if (state.clock.type === 'chess') endByTime(state, me);
    else endByTimeLimit(state);
    return null;
  }
  if (!clockNearlyOut(state)) return 'The clock has not run out yet';
  endByClock(state, now);
  return null;
}

/** The button of a player's prompt that the bluff timer presses by itself, if there is one. */
function timedPass(state: GameState, context: EngineContext, me: PlayerId | null): string | null {
  const decision = state.decision;
  if (!decision || decision.player !== me) return null;
  const timed = openOptions(state, context, decision).find((o) => o.kind === 'button' && o.timer);
  return timed?.value ?? null;
}

/**
 * A click on a pile answers the current prompt when one of its buttons stands for that pile
 * (e.g. meditating the top card of the draw pile); otherwise the pile is no choice now.
 */
function pileClicked(
  state: GameState,
  context: EngineContext,
  me: PlayerId,
  pile: PileName,
): string | null {
  const decision = state.decision;
  const option =
    decision && decision.player === me
      ? openOptions(state, context, decision).find((o) => o.kind === 'button' && o.pile === pile)
      : undefined;
  if (!option) return 'You cannot choose that pile now';
  return answer(state, context, 'button', option.value);
}

/** Every command of a seated player. */
const SEAT_COMMANDS: { [K in GameCommandType]: SeatHandler<K> } = {
  cardClicked: ({ state, context, me }, command) => {
    return decide(state, context, me, 'card', command.uuid);
  },
  cardAltClicked: ({ state, context, me }, command) => {
    return decide(state, context, me, 'card', command.uuid);
  },
  dieClicked: ({ state, context, me }, command) => {
    return decide(state, context, me, 'die', command.uuid);
  },
  menuButton: ({ state, context, me }, command) => {
    if (command.uuid && state.decision && command.uuid !== state.decision.id)
      return 'That prompt is no longer current';
    // The spec's prompt timer reports its expiry as menuButton(null, uuid, 'pass'): the
    // timed Pass of the prompt, as the board's own timer presses it.
    const arg = command.arg ?? (command.method === 'pass' ? timedPass(state, context, me) : null);
    if (arg === null) return 'A button needs an argument';
    return decide(state, context, me, 'button', arg);
  },
  drop: ({ state, context, me }, command) => {
    if (state.manualMode)
      return manualDrop(state, context, me, command.uuid, command.source, command.target);
    if (
      command.source !== 'hand' ||
      !['spellboard', 'play area', 'discard'].includes(command.target)
    )
      return 'Turn on manual mode to move cards by hand';
    if (!canPlayFromHand(state, context, me, command.uuid)) return 'That card cannot be played now';
    return decide(state, context, me, 'card', command.uuid);
  },
  menuItemClick: ({ state, context, me }, command) => {
    if (state.dice[command.uuid]) {
      // Use answers the prompt as a click on the die would; the rest change it by hand.
      if (command.command === USE_DIE) return decide(state, context, me, 'die', command.uuid);
      return manualDie(state, me, command.uuid, command.command, command.arg);
    }
    if (command.command === ALT_COMMAND) return chooseAlt(state, me, command.uuid, command.arg);
    return cardMenuItem(state, context, me, command.uuid, command.command, command.arg);
  },
  modifyCardToken: ({ state, context, me }, command) => {
    const card = state.cards[command.uuid];
    if (!card) return 'No such card';
    return setToken(
      state,
      context,
      me,
      command.uuid,
      command.token,
      card.tokens[command.token] + command.delta,
    );
  },
  inspectCard: ({ state, me }, command) => {
    const card = state.cards[command.uuid];
    if (!card) return 'No such card';
    const hidden = (card.zone === 'hand' || card.zone === 'deck') && card.owner !== me;
    if (hidden || card.zone === 'deck') return 'You cannot inspect that card';
    state.players[me].previousInspection = state.players[me].inspectionCard;
    state.players[me].inspectionCard = command.uuid;
    return null;
  },
  closeInspector: ({ state, me }, _command) => {
    state.players[me].inspectionCard = null;
    return null;
  },
  closeAlert: ({ state, context, me }, _command) => {
    // Closing the board's alert dialog answers a pending timed alert.
    if (state.decision?.player === me && state.decision.alert !== undefined)
      return answer(state, context, 'button', ALERT_OK);
    return null;
  },
  // The draw pile's visibility is the board's own setting: the game does not change.
  showDrawDeck: () => null,
  pileClicked: ({ state, context, me }, command) => {
    return pileClicked(state, context, me, command.source);
  },
  shuffleDeck: ({ state, me }, _command) => {
    if (anyInUse(state, state.players[me].deck)) return DECK_IN_USE;
    shuffleDeck(state, me);
    addLog(state, [playerPart(state, me), ' shuffles their deck']);
    return null;
  },
  clockZero: ({ state, me, now }, _command) => {
    return clockZero(state, me, now);
  },
  toggleMuteSpectators: ({ state, me }, _command) => {
    state.muteSpectators = !state.muteSpectators;
    addLog(state, [
      playerPart(state, me),
      state.muteSpectators ? ' mutes spectators' : ' unmutes spectators',
    ]);
    return null;
  },
  toggleManualMode: ({ state, me }, _command) => {
    state.manualMode = !state.manualMode;
    addLog(state, [playerPart(state, me), ` turns manual mode ${state.manualMode ? 'on' : 'off'}`]);
    return null;
  },
  toggleOptionSetting: ({ state, me }, command) => {
    state.players[me].optionSettings[command.name] = command.value;
    return null;
  },
  chat: ({ state, context, me }, command) => {
    if (command.text.startsWith('/')) {
      if (
        !state.manualMode &&
        !['/manual', '/rematch', '/endgame'].includes(command.text.split(' ')[0] ?? '')
      ) {
        return 'Turn on manual mode to use manual commands';
      }
      return manualCommand(state, context, me, command.text);
    }
    addChat(state, state.players[me].name, command.text);
    return null;
  },
  modifyLimited: ({ state, me }, command) => {
    state.players[me].limitedPlayed = command.limitedPlayed;
    addLog(state, [playerPart(state, me), ` sets reactions played to ${command.limitedPlayed}`]);
    return null;
  },
  modifyAction: ({ state, me }, command) => {
    const turn = state.turn;
    if (!turn || turn.player !== me) return 'It is not your turn';
    if (command.action === 'main') turn.mainAvailable = command.value > 0;
    else turn.sideActions = command.value;
    addLog(state, [
      playerPart(state, me),
      ` sets their ${command.action} action to ${command.value}`,
    ]);
    return null;
  },
  changeStat: ({ state, me }, command) => {
    const turn = state.turn;
    if (!turn || turn.player !== me) return 'It is not your turn';
    turn.sideActions = Math.max(0, turn.sideActions + command.delta);
    addLog(state, [playerPart(state, me), ` changes their side actions to ${turn.sideActions}`]);
    return null;
  },
  concede: ({ state, me }, _command) => {
    endGame(state, lastSideStanding(state, [me]), 'concede');
    return null;
  },
  leavegame: ({ state, me, over }, _command) => {
    state.players[me].left = true;
    addLog(state, [playerPart(state, me), ' has left the game']);
    if (!over) endGame(state, lastSideStanding(state, [me]), 'leave');
    return null;
  },
};

/** What a spectator (no seat) may do: chat, unless muted, and leave. */
const SPECTATOR_COMMANDS: { [K in GameCommandType]?: SpectatorHandler<K> } = {
  chat: (state, actor, command) => {
    if (state.muteSpectators) return 'Spectators cannot chat in this game';
    addChat(state, actor ?? 'spectator', command.text);
    return null;
  },
  leavegame: () => null,
};

/** Runs a seated player's command through its handler. */
export function seatCommand<K extends GameCommandType>(
  seat: Seat,
  type: K,
  command: GameCommands[K],
): string | null {
  const handler: SeatHandler<K> = SEAT_COMMANDS[type];
  return handler(seat, command);
}

/** Runs a spectator's command, refusing what spectators may not do. */
export function spectatorCommand<K extends GameCommandType>(
  state: GameState,
  actor: string | null,
  type: K,
  command: GameCommands[K],
): string | null {
  const handler: SpectatorHandler<K> | undefined = SPECTATOR_COMMANDS[type];
  return handler ? handler(state, actor, command) : 'Spectators cannot do that';
}

/**
 * The reducer: applyCommand(state, context, actor, command) → { state, error? }. It never
 * throws and never changes its input: a refused command returns the same state object and
 * a message. Accepted commands work on a copy, then the machine runs to the next decision.
 */
import type { GameCommand, PileName } from '../protocol/game';
import type { EngineContext } from './context';
import { CANCEL, answer, openOptions } from './decisions';
import { optionOn } from './options';
import { ALERT_OK } from './alerts';
import { ALT_COMMAND, chooseAlt } from './alt-arts';
import { cardMenuItem } from './card-menu';
import { addChat, addLog, playerPart } from './log';
import { advanceClock, clockDeadline, clockNearlyOut, endByClock } from './clock';
import { endByTime, endByTimeLimit, endGame } from './ending';
import { manualCommand, manualDrop, setToken } from './manual';
import { USE_DIE, manualDie } from './manual-dice';
import { canPlayFromHand } from './play';
import { shuffleDeck } from './ops';
import { DECK_IN_USE, anyInUse } from './in-use';
import { run } from './runner';
import { RULES_VERSION, RULES_VERSION_MISMATCH } from './rules-version';
import { refreshTurnDecision } from './flow/turn';
import { copyState } from './copy';
import { changesNothing } from './unchanged-commands';
import { lastSideStanding, seatOf } from './sides';
import type { GameState, PlayerId } from './state';
import './procedures';
import { isEngineDriven } from './driven-sides';

export interface CommandResult {
  state: GameState;
  error?: string;
  /** The command was accepted and changed nothing: `state` is the state it was given. */
  unchanged?: true;
}

const AFTER_GAME_COMMANDS: readonly GameCommand['type'][] = [
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

/** Applies one command; mutates `state` (a private copy). Returns an error to refuse. */
function apply(
  state: GameState,
  context: EngineContext,
  actor: string | null,
  command: GameCommand,
  now: number | undefined,
): string | null {
  const me = seatOf(state, actor);
  if (me === undefined) return spectatorCommand(state, actor, command);
  if (isEngineDriven(state, me)) return 'This side is played by the engine';
  const over = state.phase === 'gameover';
  if (over && !AFTER_GAME_COMMANDS.includes(command.type)) return 'The game is over';
  switch (command.type) {
    case 'cardClicked':
    case 'cardAltClicked':
      return decide(state, context, me, 'card', command.uuid);
    case 'dieClicked':
      return decide(state, context, me, 'die', command.uuid);
    case 'menuButton': {
      if (command.uuid && state.decision && command.uuid !== state.decision.id)
        return 'That prompt is no longer current';
      // The spec's prompt timer reports its expiry as menuButton(null, uuid, 'pass'): the
      // timed Pass of the prompt, as the board's own timer presses it.
      const arg = command.arg ?? (command.method === 'pass' ? timedPass(state, context, me) : null);
      if (arg === null) return 'A button needs an argument';
      return decide(state, context, me, 'button', arg);
    }
    case 'drop': {
      if (state.manualMode)
        return manualDrop(state, context, me, command.uuid, command.source, command.target);
      if (
        command.source !== 'hand' ||
        !['spellboard', 'play area', 'discard'].includes(command.target)
      )
        return 'Turn on manual mode to move cards by hand';
      if (!canPlayFromHand(state, context, me, command.uuid))
        return 'That card cannot be played now';
      return decide(state, context, me, 'card', command.uuid);
    }
    case 'menuItemClick':
      if (state.dice[command.uuid]) {
        // Use answers the prompt as a click on the die would; the rest change it by hand.
        if (command.command === USE_DIE) return decide(state, context, me, 'die', command.uuid);
        return manualDie(state, me, command.uuid, command.command, command.arg);
      }
      if (command.command === ALT_COMMAND) return chooseAlt(state, me, command.uuid, command.arg);
      return cardMenuItem(state, context, me, command.uuid, command.command, command.arg);
    case 'modifyCardToken': {
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
    }
    case 'inspectCard': {
      const card = state.cards[command.uuid];
      if (!card) return 'No such card';
      const hidden = (card.zone === 'hand' || card.zone === 'deck') && card.owner !== me;
      if (hidden || card.zone === 'deck') return 'You cannot inspect that card';
      state.players[me].previousInspection = state.players[me].inspectionCard;
      state.players[me].inspectionCard = command.uuid;
      return null;
    }
    case 'closeInspector':
      state.players[me].inspectionCard = null;
      return null;
    case 'closeAlert':
      // Closing the board's alert dialog answers a pending timed alert.
      if (state.decision?.player === me && state.decision.alert !== undefined)
        return answer(state, context, 'button', ALERT_OK);
      return null;
    case 'showDrawDeck':
      return null;
    case 'pileClicked':
      return pileClicked(state, context, me, command.source);
    case 'shuffleDeck':
      if (anyInUse(state, state.players[me].deck)) return DECK_IN_USE;
      shuffleDeck(state, me);
      addLog(state, [playerPart(state, me), ' shuffles their deck']);
      return null;
    case 'clockZero':
      return clockZero(state, me, now);
    case 'toggleMuteSpectators':
      state.muteSpectators = !state.muteSpectators;
      addLog(state, [
        playerPart(state, me),
        state.muteSpectators ? ' mutes spectators' : ' unmutes spectators',
      ]);
      return null;
    case 'toggleManualMode':
      state.manualMode = !state.manualMode;
      addLog(state, [
        playerPart(state, me),
        ` turns manual mode ${state.manualMode ? 'on' : 'off'}`,
      ]);
      return null;
    case 'toggleOptionSetting':
      state.players[me].optionSettings[command.name] = command.value;
      return null;
    case 'chat': {
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
    }
    case 'modifyLimited':
      state.players[me].limitedPlayed = command.limitedPlayed;
      addLog(state, [playerPart(state, me), ` sets reactions played to ${command.limitedPlayed}`]);
      return null;
    case 'modifyAction': {
      const turn = state.turn;
      if (!turn || turn.player !== me) return 'It is not your turn';
      if (command.action === 'main') turn.mainAvailable = command.value > 0;
      else turn.sideActions = command.value;
      addLog(state, [
        playerPart(state, me),
        ` sets their ${command.action} action to ${command.value}`,
      ]);
      return null;
    }
    case 'changeStat': {
      const turn = state.turn;
      if (!turn || turn.player !== me) return 'It is not your turn';
      turn.sideActions = Math.max(0, turn.sideActions + command.delta);
      addLog(state, [playerPart(state, me), ` changes their side actions to ${turn.sideActions}`]);
      return null;
    }
    case 'concede':
      endGame(state, lastSideStanding(state, [me]), 'concede');
      return null;
    case 'leavegame':
      state.players[me].left = true;
      addLog(state, [playerPart(state, me), ' has left the game']);
      if (!over) endGame(state, lastSideStanding(state, [me]), 'leave');
      return null;
  }
}

/** What a spectator (no seat) may do: chat, unless muted, and leave. */
function spectatorCommand(
  state: GameState,
  actor: string | null,
  command: GameCommand,
): string | null {
  switch (command.type) {
    case 'chat':
      if (state.muteSpectators) return 'Spectators cannot chat in this game';
      addChat(state, actor ?? 'spectator', command.text);
      return null;
    case 'leavegame':
      return null;
    default:
      return 'Spectators cannot do that';
  }
}

/** Dice whose face changed, or that came back active (rolled), between two states. */
function changedDice(before: GameState, after: GameState): string[] {
  const changed: string[] = [];
  for (const id in after.dice) {
    const was = before.dice[id];
    const now = after.dice[id];
    if (!was || !now) continue;
    const rolled = was.location !== 'active' && now.location === 'active';
    if (rolled || was.level !== now.level) changed.push(id);
  }
  return changed;
}

export interface CommandOptions {
  /** When the command arrived (epoch ms): runs the clocks up to then. */
  now?: number;
}

/**
 * Applies one command. With `options.now` the clocks are run up to that moment first; when
 * a clock has run out by then, the game ends by time and the command itself is not applied.
 */
export function applyCommand(
  state: GameState,
  context: EngineContext,
  actor: string | null,
  command: GameCommand,
  options: CommandOptions = {},
): CommandResult {
  const { now } = options;
  if (state.rulesVersion !== RULES_VERSION) return { state, error: RULES_VERSION_MISMATCH };
  try {
    // Only when the clock has nothing to end: time running out is a change.
    const clockExpired = now !== undefined && (clockDeadline(state) ?? Infinity) <= now;
    if (!clockExpired && changesNothing(state, actor, command)) return { state, unchanged: true };
    const next = copyState(state);
    if (now !== undefined && advanceClock(next, now)) {
      // As expireClocks does (a replay must match): the game ends, the dice stay as marked.
      endByClock(next, clockDeadline(state) ?? now);
      next.version += 1;
      return { state: next };
    }
    const error = apply(next, context, actor, command, now);
    if (error) return { state, error };
    refreshTurnDecision(next, context);
    run(next, context);
    next.newDice = changedDice(state, next);
    if (now !== undefined && next.phase === 'gameover' && !next.finishedAt)
      next.finishedAt = new Date(now).toISOString();
    next.version += 1;
    return { state: next };
  } catch (err) {
    return { state, error: `Internal error: ${err instanceof Error ? err.message : String(err)}` };
  }
}

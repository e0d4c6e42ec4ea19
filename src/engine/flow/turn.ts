/**
 * A player's turn: one main action (or Pass), side actions, then End Turn. Every legal
 * action is offered as an option of one decision: playable hand cards, usable cards in
 * play, dice showing a usable power, and the Attack / Meditate / Pass / End Turn buttons.
 */
import { canMeditate } from '../actions';
import { canUseDiePower } from '../dice-powers';
import { canAttackPb, canAttackUnit } from '../attack';
import { CANCEL, button, choice } from '../decisions';
import { cardData } from '../context';
import { optionOn } from '../options';
import { endTurnEffects, startTurnEffects } from '../lasting';
import { placeReturningUnits } from '../end-of-turn-returns';
import { resolveDueDelayedEffects } from '../delayed-effects';
import { mustChooseAttack } from '../must-attack';
import type { EngineContext } from '../context';
import { raiseTimingPoint } from './timing';
import { addAlert, addLog, playerPart } from '../log';
import { canPlayFromHand, usableAbilities } from '../play';
import { call, defineProc } from '../runner';
import { playersOf } from '../sides';
import type { DecisionOption, GameState, PlayerId } from '../state';
import { inst } from '../cardinfo';

export function turnOptions(
  state: GameState,
  context: EngineContext,
  me: PlayerId,
): DecisionOption[] {
  const player = state.players[me];
  const options: DecisionOption[] = [];
  for (const uuid of player.hand)
    if (canPlayFromHand(state, context, me, uuid)) options.push({ kind: 'card', value: uuid });
  const inPlay = [player.phoenixborn, ...player.battlefield, ...player.spellboard];
  for (const uuid of inPlay)
    if (usableAbilities(state, context, me, uuid).length > 0)
      options.push({ kind: 'card', value: uuid });
  // Units you control that someone else owns (e.g. a Blood Puppet given to you) are in your battlefield already.
  for (const die of player.dice)
    if (canUseDiePower(state, context, me, die)) options.push({ kind: 'die', value: die });
  const turn = state.turn;
  if (canAttackPb(state, context, me)) options.push(button('attackpb', 'Attack Phoenixborn'));
  if (canAttackUnit(state, context, me)) options.push(button('attackunit', 'Attack a unit'));
  if (canMeditate(state, context, me)) options.push(button('meditate', 'Meditate'));
  // Infatuate: passing is a main action too, closed while an attack must be chosen.
  if (turn?.mainAvailable) {
    if (!mustChooseAttack(state, context, me)) options.push(button('pass', 'Pass'));
  } else options.push(button('endturn', 'End Turn'));
  return options;
}

defineProc('turn', [
  (g) => {
    const { state } = g;
    state.turn = { player: g.me, mainAvailable: true, sideActions: 1, passed: false };
    for (const p of playersOf(state)) {
      state.players[p].limitedPlayed = 0;
      state.players[p].usedThisTurn = [];
    }
    addAlert(state, 'info', [playerPart(state, g.me), "'s turn"]);
    startTurnEffects(state, g.me);
    raiseTimingPoint(g, { kind: 'turnStarted', player: g.me, round: state.round });
  },
  (g) => {
    const { state, context } = g;
    const action = g.ctx.action;
    if (action === undefined) {
      return choice('action', 'Choose an action', turnOptions(state, context, g.me));
    }
    if (action === 'endturn') return;
    delete g.ctx.action;
    const value = String(action);
    if (value === 'pass') {
      if (state.turn) {
        state.turn.mainAvailable = false;
        state.turn.passed = true;
      }
      addLog(state, [playerPart(state, g.me), ' passes']);
      state.pendingEvents.push({ kind: 'passed', player: g.me });
    } else if (value === 'attackpb') call(g, 'attackPb');
    else if (value === 'attackunit') call(g, 'attackUnit');
    else if (value === 'meditate') call(g, 'meditate');
    else if (state.dice[value]) call(g, 'dicePower', { die: value });
    else if (state.cards[value]) {
      const card = inst(state, value);
      if (card.zone === 'hand') call(g, 'playCard', { card: value }, g.me, value);
      else {
        if (g.ctx.ability === CANCEL) {
          delete g.ctx.ability;
          return { goto: 1 };
        }
        const abilities = usableAbilities(state, context, g.me, value);
        // confirmOneClick: a card with a single ability asks before starting it.
        const confirmOne = optionOn(state, g.me, 'confirmOneClick');
        const chosen =
          abilities.find((a) => a.id === g.ctx.ability) ??
          (abilities.length === 1 && !confirmOne ? abilities[0] : undefined);
        if (!chosen) {
          g.ctx.action = value;
          const title =
            abilities.length === 1 && abilities[0]
              ? `Use ${abilities[0].ability.name} of ${cardData(context, card.stub).name}?`
              : 'Choose an ability';
          return choice(
            'ability',
            title,
            [
              ...abilities.map((a) => button(a.id, a.ability.name)),
              ...(confirmOne ? [button(CANCEL, 'Cancel')] : []),
            ],
            { source: value },
          );
        }
        delete g.ctx.ability;
        call(g, 'activate', { card: value, ability: chosen.id }, g.me, value);
      }
    }
    return { goto: 1 };
  },
  // "At the end of the turn" triggers resolve while this turn's lasting effects still hold.
  (g) => raiseTimingPoint(g, { kind: 'turnEnded', player: g.me, round: g.state.round }),
  // Effects left for the end of this turn (Rising Tides) resolve with its other end-of-turn effects.
  (g) => resolveDueDelayedEffects(g),
  (g) => {
    const { state } = g;
    placeReturningUnits(state, g.context);
    endTurnEffects(state, g.me);
    state.passStreak = state.turn?.passed ? state.passStreak + 1 : 0;
  },
]);

/** Manual changes (actions, tokens, moves) can change what is legal: rebuild an open turn prompt. */
export function refreshTurnDecision(state: GameState, context: EngineContext): void {
  const decision = state.decision;
  const frame = state.stack[state.stack.length - 1];
  if (!decision || decision.key !== 'action' || frame?.proc !== 'turn') return;
  decision.options = turnOptions(state, context, decision.player);
}

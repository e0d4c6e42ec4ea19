/**
 * The PvP game flow (mode 'pvp' in `modes.ts`): first five, then rounds of prepare → player
 * turns → recovery → end of round, until one side is left standing. Seats take their turns
 * in the order of `state.sides`, starting with the first player.
 */
import { inst, lifeValue, recoverValue, allUnits } from '../cardinfo';
import { DONE, button, choice, multi } from '../decisions';
import { diceOf, recordDiceHistory, rollDie } from '../dice';
import { endRoundEffects } from '../lasting';
import { raiseTimingPoint } from './timing';
import { addAlert, addLog, cardPart, playerPart } from '../log';
import './end-of-round-keywords';
import { drawCards, isInPlay, moveCard, placeWounds, returnDie, shuffleDeck } from '../ops';
import { randomInt } from '../rng';
import { call, defineProc } from '../runner';
import { leadPlayer, nextPlayer, playersOf, turnOrderFrom } from '../sides';
import type { GameState, PlayerId } from '../state';

function firstPlayerOf(state: GameState): PlayerId {
  return state.firstPlayer ?? leadPlayer(state);
}

function inOrder(state: GameState): readonly PlayerId[] {
  return turnOrderFrom(state, firstPlayerOf(state));
}

/** A seat kept in a frame's ctx, read back as a seat of this game. */
function seatIn(state: GameState, value: unknown): PlayerId | undefined {
  return playersOf(state).find((p) => p === value);
}

function selectedList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

defineProc('game', [
  (g) => {
    for (const p of playersOf(g.state)) call(g, 'firstFive', {}, p);
  },
  (g) => {
    g.state.round += 1;
    g.state.phase = 'prepare';
    addAlert(g.state, 'startofround', [`Round ${g.state.round}`]);
    raiseTimingPoint(g, { kind: 'roundStarted', round: g.state.round });
    raiseTimingPoint(g, { kind: 'phaseStarted', phase: 'prepare', round: g.state.round });
    call(g, 'prepare');
  },
  (g) => call(g, 'playerTurns'),
  (g) => call(g, 'recovery'),
  () => ({ goto: 1 }),
]);

/** Choose up to five cards of different titles; the rest are filled at random. */
defineProc('firstFive', [
  (g) => {
    if (g.ctx.chosen !== undefined) return;
    g.state.phase = 'setup';
    return multi('chosen', 'Choose your first five (different titles)', 'firstFive', [
      ...g.state.players[g.me].deck,
    ]);
  },
  (g) => {
    const { state, context } = g;
    const player = state.players[g.me];
    const chosen = selectedList(g.ctx.chosen);
    const titles = new Set(chosen.map((u) => inst(state, u).stub));
    for (const uuid of chosen) moveCard(state, uuid, 'hand');
    while (player.hand.length < 5) {
      const pool = player.deck.filter((u) => !titles.has(inst(state, u).stub));
      if (pool.length === 0) break;
      const pick = pool[randomInt(state, pool.length)] as string;
      titles.add(inst(state, pick).stub);
      moveCard(state, pick, 'hand');
    }
    player.firstFive = player.hand.map((u) => inst(state, u).stub);
    shuffleDeck(state, g.me);
    addLog(state, [playerPart(state, g.me), ' has chosen their first five']);
    void context;
  },
]);

function basicCount(state: GameState, player: PlayerId): number {
  return diceOf(state, player).filter((d) => d.location === 'active' && d.level === 'basic').length;
}

/** The seat that rolled the most basic symbols; undefined on a tie for the most. */
function mostBasics(state: GameState): PlayerId | undefined {
  const counts = playersOf(state).map((p) => ({ p, n: basicCount(state, p) }));
  const most = Math.max(...counts.map((c) => c.n));
  const top = counts.filter((c) => c.n === most);
  return top.length === 1 ? top[0]?.p : undefined;
}

defineProc('prepare', [
  (g) => {
    const { state } = g;
    state.phase = 'prepare';
    addAlert(state, 'phasestart', ['Prepare phase']);
    for (const p of playersOf(state))
      for (const die of diceOf(state, p)) if (die.location === 'exhausted') rollDie(state, die);
    if (state.round === 1) {
      // The most basic symbols decides; all dice are re-rolled while the most is tied.
      let decider = mostBasics(state);
      while (decider === undefined) {
        for (const p of playersOf(state)) for (const die of diceOf(state, p)) rollDie(state, die);
        decider = mostBasics(state);
      }
      g.ctx.decider = decider;
    }
    for (const p of playersOf(state)) recordDiceHistory(state, p);
  },
  (g) => {
    if (g.state.round !== 1) return;
    const decider = seatIn(g.state, g.ctx.decider);
    if (decider === undefined) return;
    const answer = g.ctx.first;
    if (answer === 'take' || answer === 'give') {
      g.state.firstPlayer = answer === 'take' ? decider : nextPlayer(g.state, decider);
      addLog(g.state, [playerPart(g.state, g.state.firstPlayer), ' is the first player']);
      return;
    }
    return choice(
      'first',
      'You rolled the most basic symbols: who goes first?',
      [button('take', 'Go first'), button('give', 'Let opponent go first')],
      {
        player: decider,
      },
    );
  },
  (g) => {
    for (const p of inOrder(g.state)) call(g, 'prepareDiscard', {}, p);
  },
  (g) => {
    const short: Record<string, number> = {};
    for (const p of inOrder(g.state)) {
      const need = Math.max(0, 5 - g.state.players[p].hand.length);
      const drawn = drawCards(g.state, p, need);
      if (drawn > 0) addLog(g.state, [playerPart(g.state, p), ` draws ${drawn} card(s)`]);
      short[p] = need - drawn;
    }
    g.ctx.short = short;
  },
  // Fatigue: one wound at a time, alternating, first player first.
  (g) => {
    const short = g.ctx.short as Record<string, number>;
    const order = inOrder(g.state);
    // The next wound goes to the player after the one who took the last, so they alternate.
    const last = order.findIndex((p) => p === g.ctx.lastFatigued);
    for (let i = 1; i <= order.length; i++) {
      const p = order[(last + i) % order.length];
      const left = p ? (short[p] ?? 0) : 0;
      if (p && left > 0) {
        short[p] = left - 1;
        g.ctx.lastFatigued = p;
        placeWounds(g.state, g.state.players[p].phoenixborn, 1, { by: null, byEffect: false });
        addLog(g.state, [playerPart(g.state, p), ' takes 1 fatigue wound']);
        return { goto: 4 };
      }
    }
  },
  (g) => raiseTimingPoint(g, { kind: 'drawStep', round: g.state.round }),
  (g) => raiseTimingPoint(g, { kind: 'prepareEnd', round: g.state.round }),
]);

defineProc('prepareDiscard', [
  (g) => {
    if (g.ctx.cards !== undefined) return;
    return multi('cards', 'Choose cards to discard, then Done', 'any', [
      ...g.state.players[g.me].hand,
    ]);
  },
  (g) => {
    const cards = selectedList(g.ctx.cards);
    for (const uuid of cards) {
      const stub = inst(g.state, uuid).stub;
      moveCard(g.state, uuid, 'discard');
      addLog(g.state, [playerPart(g.state, g.me), ' discards ', cardPart(g.context, stub)]);
    }
  },
]);

defineProc('playerTurns', [
  (g) => {
    g.state.phase = 'playerturns';
    g.state.passStreak = 0;
    addAlert(g.state, 'phasestart', ['Player turns phase']);
    g.ctx.next = firstPlayerOf(g.state);
    raiseTimingPoint(g, { kind: 'phaseStarted', phase: 'playerturns', round: g.state.round });
  },
  (g) => {
    call(g, 'turn', {}, seatIn(g.state, g.ctx.next) ?? firstPlayerOf(g.state));
  },
  (g) => {
    // The phase ends once every seat has passed on consecutive turns.
    if (g.state.passStreak >= playersOf(g.state).length) {
      g.state.turn = null;
      return;
    }
    g.ctx.next = nextPlayer(g.state, seatIn(g.state, g.ctx.next) ?? firstPlayerOf(g.state));
    return { goto: 1 };
  },
]);

defineProc('recovery', [
  (g) => {
    g.state.phase = 'recovery';
    addAlert(g.state, 'phasestart', ['Recovery phase']);
    raiseTimingPoint(g, { kind: 'phaseStarted', phase: 'recovery', round: g.state.round });
  },
  (g) => {
    const { state, context } = g;
    for (const uuid of allUnits(state)) {
      const card = inst(state, uuid);
      card.tokens.damage = Math.max(0, card.tokens.damage - recoverValue(state, context, uuid));
    }
    for (const card of Object.values(state.cards)) {
      if (isInPlay(state, card.uuid) && card.tokens.exhaustion > 0) card.tokens.exhaustion -= 1;
    }
    for (const p of playersOf(state)) state.players[p].guardedThisRound = false;
    for (const die of Object.values(state.dice))
      if (die.location === 'attached') returnDie(state, die);
    void lifeValue;
  },
  (g) => {
    for (const p of inOrder(g.state)) call(g, 'pinDice', {}, p);
  },
  (g) => raiseTimingPoint(g, { kind: 'endOfRound', round: g.state.round }),
  // Keyword end-of-round effects (Fade, Fleeting, Lost, Scatter), one seat at a time from the first player.
  (g) => {
    for (const p of inOrder(g.state)) call(g, 'endOfRoundKeywords', {}, p);
  },
  (g) => {
    const { state } = g;
    endRoundEffects(state);
    addAlert(state, 'endofround', [`End of round ${state.round}`]);
    // The first-player token passes on to the next seat in turn order.
    state.firstPlayer = nextPlayer(state, firstPlayerOf(state));
  },
]);

/** Recovery step 3: exhaust any dice; the others keep their faces for next round. */
defineProc('pinDice', [
  (g) => {
    if (g.ctx.dice !== undefined) return;
    const active = diceOf(g.state, g.me)
      .filter((d) => d.location === 'active')
      .map((d) => d.uuid);
    if (active.length === 0) return;
    return multi(
      'dice',
      'Choose dice to exhaust (the rest stay in your active pool)',
      'any',
      active,
    );
  },
  (g) => {
    for (const id of selectedList(g.ctx.dice)) {
      const die = g.state.dice[id];
      if (die && die.location === 'active') die.location = 'exhausted';
    }
  },
]);

export { DONE };

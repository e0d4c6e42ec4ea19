/**
 * The solo flow against the Chimera (mode 'chimera' in `modes.ts`; red-rains-chimera digest
 * sections 4–10). The player chooses a first five; the Chimera has no hand and no first five.
 * Each round: prepare (the player alone rolls, discards, draws and takes fatigue; the rage
 * dice keep their faces), turns alternating between the player and the Chimera until both
 * have passed in a row, then the Chimera's recovery: Red Rains decay, exhaustion removed,
 * face-down aspects replenished to its threat, one Red Rains token per face-up aspect, status
 * tokens topped up. The player is first player in round 1, then the token alternates.
 */
import { inst, recoverValue, allUnits } from '../cardinfo';
import { diceOf, recordDiceHistory, rollDie } from '../dice';
import { endRoundEffects } from '../lasting';
import { addAlert, addLog, playerPart } from '../log';
import { drawCards, isInPlay, placeWounds, returnDie } from '../ops';
import { call, defineProc } from '../runner';
import type { Run } from '../runner';
import { nextPlayer, opponentOf, playersOf, turnOrderFrom } from '../sides';
import type { GameState, PlayerId } from '../state';
import { requireBoss } from '../chimera/bosses';
import { dealFaceDownAspect, ultimateCard } from '../chimera/cards';
import { requireChimera } from '../chimera/chimera-state';
import { addRedRains } from '../chimera/rage';
import { raiseBasicRage } from '../chimera/rage';
import { retreatAspects } from '../chimera/retreat';
import { raiseTimingPoint } from './timing';
import '../chimera/turn';
import './end-of-round-keywords';

/** The player's seat: the one the Chimera opposes. */
function playerSeat(state: GameState): PlayerId {
  return opponentOf(state, requireChimera(state).seat);
}

function isChimera(state: GameState, seat: PlayerId): boolean {
  return requireChimera(state).seat === seat;
}

defineProc('chimeraGame', [
  (g) => call(g, 'firstFive', {}, playerSeat(g.state)),
  (g) => {
    g.state.round += 1;
    g.state.phase = 'prepare';
    addAlert(g.state, 'startofround', [`Round ${g.state.round}`]);
    raiseTimingPoint(g, { kind: 'roundStarted', round: g.state.round });
    raiseTimingPoint(g, { kind: 'phaseStarted', phase: 'prepare', round: g.state.round });
    call(g, 'chimeraPrepare', {}, playerSeat(g.state));
  },
  (g) => call(g, 'chimeraPlayerTurns'),
  (g) => call(g, 'chimeraRecovery'),
  () => ({ goto: 1 }),
]);

/** The player's prepare phase; the Chimera neither rolls, draws nor takes fatigue (digest 6). */
defineProc('chimeraPrepare', [
  (g) => {
    const { state } = g;
    addAlert(state, 'phasestart', ['Prepare phase']);
    for (const die of diceOf(state, g.me)) if (die.location === 'exhausted') rollDie(state, die);
    if (state.round === 1) {
      state.firstPlayer = g.me;
      addLog(state, [playerPart(state, g.me), ' is the first player']);
    }
    recordDiceHistory(state, g.me);
    call(g, 'prepareDiscard');
  },
  (g) => {
    const player = g.state.players[g.me];
    const need = Math.max(0, 5 - player.hand.length);
    const drawn = drawCards(g.state, g.me, need);
    if (drawn > 0) addLog(g.state, [playerPart(g.state, g.me), ` draws ${drawn} card(s)`]);
    const short = need - drawn;
    if (short > 0) {
      placeWounds(g.state, player.phoenixborn, short, { by: null, byEffect: false });
      addLog(g.state, [playerPart(g.state, g.me), ` takes ${short} fatigue wound(s)`]);
    }
  },
  (g) => raiseTimingPoint(g, { kind: 'drawStep', round: g.state.round }),
  (g) => raiseTimingPoint(g, { kind: 'prepareEnd', round: g.state.round }),
]);

function nextSeat(g: Run): PlayerId {
  const next = playersOf(g.state).find((p) => p === g.ctx.next);
  return next ?? g.state.firstPlayer ?? playerSeat(g.state);
}

defineProc('chimeraPlayerTurns', [
  (g) => {
    g.state.phase = 'playerturns';
    g.state.passStreak = 0;
    addAlert(g.state, 'phasestart', ['Player turns phase']);
    g.ctx.next = g.state.firstPlayer ?? playerSeat(g.state);
    raiseTimingPoint(g, { kind: 'phaseStarted', phase: 'playerturns', round: g.state.round });
  },
  (g) => {
    const seat = nextSeat(g);
    call(g, isChimera(g.state, seat) ? 'chimeraTurn' : 'turn', {}, seat);
  },
  (g) => {
    // Passing early: a player who passes while an aspect is face down raises a basic rage die.
    const { state } = g;
    const turn = state.turn;
    const chimera = requireChimera(state);
    if (turn && turn.passed && !isChimera(state, turn.player) && chimera.threatZone.length > 0) {
      addLog(state, [playerPart(state, turn.player), ' passed while an aspect is face down']);
      raiseBasicRage(g, 1);
    }
  },
  (g) => {
    // The phase ends once the player and the Chimera have passed on consecutive turns.
    if (g.state.passStreak >= playersOf(g.state).length) {
      g.state.turn = null;
      return;
    }
    g.ctx.next = nextPlayer(g.state, nextSeat(g));
    return { goto: 1 };
  },
]);

defineProc('chimeraRecovery', [
  (g) => {
    const { state, context } = g;
    state.phase = 'recovery';
    addAlert(state, 'phasestart', ['Recovery phase']);
    raiseTimingPoint(g, { kind: 'phaseStarted', phase: 'recovery', round: state.round });
    for (const uuid of allUnits(state)) {
      const card = inst(state, uuid);
      card.tokens.damage = Math.max(0, card.tokens.damage - recoverValue(state, context, uuid));
    }
    // Red Rains decay before exhaustion goes: one token per exhaustion token on the Chimera
    // and on its Ultimate (digest 10.2).
    const chimera = requireChimera(state);
    const pb = inst(state, state.players[chimera.seat].phoenixborn);
    const ultimate = ultimateCard(state, context);
    const decay = pb.tokens.exhaustion + (ultimate ? inst(state, ultimate).tokens.exhaustion : 0);
    if (decay > 0 && chimera.redRains > 0) {
      const removed = Math.min(decay, chimera.redRains);
      chimera.redRains -= removed;
      addLog(state, [`${removed} Red Rains token(s) removed by exhaustion`]);
    }
    for (const card of Object.values(state.cards)) {
      if (isInPlay(state, card.uuid) && card.tokens.exhaustion > 0) card.tokens.exhaustion -= 1;
    }
    for (const p of playersOf(state)) state.players[p].guardedThisRound = false;
    for (const die of Object.values(state.dice))
      if (die.location === 'attached') returnDie(state, die);
  },
  (g) => call(g, 'pinDice', {}, playerSeat(g.state)),
  (g) => {
    // Replenish face-down aspects until the aspects (face up and down) number its threat.
    const { state, context } = g;
    const chimera = requireChimera(state);
    const onBattlefield = () =>
      state.players[chimera.seat].battlefield.length + chimera.threatZone.length;
    let dealt = 0;
    while (onBattlefield() < chimera.threat && dealFaceDownAspect(state, context)) dealt += 1;
    if (dealt > 0) addLog(state, [`${dealt} face-down aspect(s) are dealt to the Chimera`]);
  },
  (g) => {
    // One Red Rains token per face-up aspect (conjured aspects do not count, digest 10.7).
    const { state, context } = g;
    const chimera = requireChimera(state);
    const aspects = state.players[chimera.seat].battlefield.filter(
      (u) => context.catalogue[inst(state, u).stub]?.type === 'Aspect',
    );
    addRedRains(g, aspects.length);
  },
  (g) => {
    const { state } = g;
    const chimera = requireChimera(state);
    const boss = requireBoss(g.context, chimera.boss);
    for (const uuid of state.players[chimera.seat].battlefield) {
      const card = inst(state, uuid);
      const pips = boss.aspects[card.stub]?.statusCount ?? 0;
      if (card.tokens.status < pips) card.tokens.status = pips;
    }
  },
  (g) => raiseTimingPoint(g, { kind: 'endOfRound', round: g.state.round }),
  // Keyword end-of-round effects (Fade, Fleeting, Lost, Scatter), one seat at a time from the first player.
  (g) => {
    const first = g.state.firstPlayer ?? playerSeat(g.state);
    for (const p of turnOrderFrom(g.state, first)) call(g, 'endOfRoundKeywords', {}, p);
  },
  // Aspects with Retreat go face down again at the end of the round (digest 10).
  (g) => retreatAspects(g),
  (g) => {
    const { state } = g;
    endRoundEffects(state);
    addAlert(state, 'endofround', [`End of round ${state.round}`]);
    state.firstPlayer = nextPlayer(state, state.firstPlayer ?? playerSeat(state));
  },
]);

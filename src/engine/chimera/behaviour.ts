/**
 * The halves of a behaviour row as procedures: the side (rage dice, Red Rains, damage, the
 * opponent lowering dice; skipped when it cannot apply) and the main (reveal, attack, or
 * both), and the Chimera's attack with the target its claw or jaw picks (digest 8.2–8.4).
 */
import { dieOptions, choice } from '../decisions';
import { lower } from '../dice';
import { targetableBy } from '../cardinfo';
import { addLog, diePart, playerPart } from '../log';
import { activeDice, dealDamage } from '../ops';
import { call, defineProc } from '../runner';
import type { Run } from '../runner';
import { opponentOf } from '../sides';
import type { BehaviourRow, BehaviourSide } from './boss-rules';
import { sideProc } from './boss-steps';
import {
  attackedCard,
  behaviourCard,
  canChimeraAttackWith,
  chimeraAttackers,
  revealAspect,
} from './cards';
import { requireChimera } from './chimera-state';
import type { ChimeraPhase } from './chimera-state';
import { addRedRains, raiseBasicRage, rerollSomeBasicRage } from './rage';
import { destroyExhaustedEphemeral, hordeAttackers } from './horde';
import { summonConjuredAspects } from './summon';
import './side-wound';
import { attachToOpposingPhoenixborn } from './conjured-alterations';
import { cardData } from '../context';
import { requireBoss } from './bosses';
import { attachToOpposingUnits, summonAspectElseAddRedRains } from './conjured';
import { canSpendStatus, spendStatus } from './status';
import { dragonFaceIn } from './dragon-die';
import './ready-spell';

function phaseIn(value: unknown): ChimeraPhase {
  return value === 2 ? 2 : value === 3 ? 3 : 1;
}

function rowOf(g: Run): BehaviourRow | undefined {
  const boss = requireBoss(g.context, requireChimera(g.state).boss);
  const roll = Number(g.ctx.roll);
  return boss.behaviour[phaseIn(g.ctx.phase)].find((r) => roll >= r.rolls[0] && roll <= r.rolls[1]);
}

/** The side to resolve: of the d12 row, or of a Dragonborn's rolled face. */
function sideOf(g: Run): BehaviourSide | undefined {
  const boss = requireBoss(g.context, requireChimera(g.state).boss);
  const face = dragonFaceIn(g.ctx.face);
  if (face && boss.faceBehaviour) return boss.faceBehaviour[face].side;
  return rowOf(g)?.side;
}

/** A side the boss's release scripted: its steps run as the boss's procedure. */
function scriptedSide(g: Run): void {
  const row = rowOf(g);
  if (!row) return;
  const boss = requireChimera(g.state).boss;
  // Its prompts name the Behaviour card as their source.
  call(
    g,
    sideProc(boss, phaseIn(g.ctx.phase), row.rolls[0]),
    { revealed: g.ctx.revealed ?? null },
    g.me,
    behaviourCard(g.state, g.context) ?? null,
  );
}

function skipped(g: Run, why: string): void {
  addLog(g.state, [`The side action is skipped: ${why}`]);
}

/** The status ability of the leftmost or rightmost face-up aspect that still has a status token. */
function resolveStatusSide(g: Run, aim: 'left' | 'right'): void {
  const battlefield = g.state.players[requireChimera(g.state).seat].battlefield;
  const ordered = aim === 'left' ? battlefield : [...battlefield].reverse();
  const aspect = ordered.find((u) => canSpendStatus(g, u));
  if (aspect === undefined) return skipped(g, 'no aspect with a status token');
  spendStatus(g, aspect);
}

/**
 * ctx: phase, roll, or face for a Dragonborn (the row is looked up again: the phase may change while it resolves);
 * revealed (an `afterReveal` side: the aspect the main just revealed).
 */
defineProc('chimeraSide', [
  (g) => {
    const side = sideOf(g);
    if (!side) return;
    const { state, context } = g;
    const opponent = opponentOf(state, g.me);
    const cause = { by: g.me, byEffect: true, source: null };
    switch (side.kind) {
      case 'raiseBasicRageDice':
        if (raiseBasicRage(g, side.count) === 0) skipped(g, 'no basic rage die');
        return;
      case 'addRedRains':
        addRedRains(g, side.count);
        return;
      case 'damageOpposingPhoenixborn':
        dealDamage(state, context, state.players[opponent].phoenixborn, side.amount, cause);
        return;
      case 'damageOpposingUnit': {
        const units = state.players[opponent].battlefield.filter((u) =>
          targetableBy(state, context, u, g.me),
        );
        const unit = side.aim === 'left' ? units[0] : units.at(-1);
        if (unit === undefined) return skipped(g, 'no unit to damage');
        dealDamage(state, context, unit, side.amount, cause);
        return;
      }
      case 'opponentLowersNonBasicDice':
        call(g, 'chimeraLowerDice', { left: side.count }, opponent);
        return;
      case 'scripted':
        scriptedSide(g);
        return;
      case 'rerollBasicRageDice':
        if (rerollSomeBasicRage(g, side.count) === 0) skipped(g, 'no basic rage die');
        return;
      case 'summonConjuredAspect':
        if (summonConjuredAspects(state, context, side.card, side.count) === 0)
          skipped(g, 'no conjured aspect left to summon');
        return;
      case 'opponentPlacesWound':
        call(g, 'chimeraPlaceWound', { amount: side.amount }, opponent);
        return;
      case 'attachConjuredAlteration':
        if (side.aim === undefined) {
          if (attachToOpposingPhoenixborn(g, side.card) === null)
            skipped(g, `no ${cardData(context, side.card).name} left`);
        } else if (attachToOpposingUnits(g, side.card, side.aim) === 0)
          skipped(g, `no unit to attach a ${cardData(context, side.card).name} to, or none left`);
        return;
      case 'summonElseAddRedRains':
        summonAspectElseAddRedRains(g, side.card);
        return;
      case 'resolveStatusAbility':
        resolveStatusSide(g, side.aim);
        return;
      case 'activateReadySpell':
        call(g, 'dragonbornReadySpell');
        return;
    }
  },
]);

/** The player lowers non-basic dice of their active pool one level, one at a time (their choice). */
defineProc('chimeraLowerDice', [
  (g) => {
    if (g.ctx.die !== undefined) return;
    const left = Number(g.ctx.left ?? 0);
    const dice = activeDice(g.state, g.me).filter((d) => d.level !== 'basic');
    if (left <= 0 || dice.length === 0) {
      if (g.ctx.lowered === undefined) skipped(g, 'no non-basic die to lower');
      return { end: true };
    }
    return choice('die', `Lower one of your non-basic dice one level (${left} to lower)`, [
      ...dieOptions(dice.map((d) => d.uuid)),
    ]);
  },
  (g) => {
    const die = g.state.dice[String(g.ctx.die)];
    delete g.ctx.die;
    g.ctx.left = Number(g.ctx.left ?? 0) - 1;
    g.ctx.lowered = true;
    if (die) {
      lower(die);
      addLog(g.state, [playerPart(g.state, g.me), ' lowers a die to ', diePart(die)]);
    }
    return { goto: 0 };
  },
]);

/**
 * ctx: kind (the main of the row); revealed (set once a reveal happened); sidePhase and
 * sideRoll (a side that resolves right after the reveal, `afterReveal`).
 */
defineProc('chimeraMain', [
  (g) => {
    if (g.state.turn) g.state.turn.mainAvailable = false;
    const kind = String(g.ctx.kind);
    if (kind === 'attackElseReveal') {
      const [leftmost] = chimeraAttackers(g.state, g.context);
      if (leftmost !== undefined) {
        call(g, 'chimeraAttack', { attacker: leftmost });
        return { end: true };
      }
    }
    g.ctx.revealed = revealAspect(g.state, g.context);
  },
  (g) => {
    if (g.ctx.sideRoll !== undefined)
      call(g, 'chimeraSide', {
        phase: g.ctx.sidePhase ?? null,
        roll: g.ctx.sideRoll ?? null,
        revealed: g.ctx.revealed ?? null,
      });
    const kind = String(g.ctx.kind);
    if (kind === 'reveal' || kind === 'attackElseReveal') return { end: true };
  },
  // The revealed aspect's own abilities have resolved by now; it may be gone or exhausted.
  (g) => {
    const kind = String(g.ctx.kind);
    const revealed = typeof g.ctx.revealed === 'string' ? g.ctx.revealed : null;
    const attacker =
      kind === 'revealThenAttackWithRevealed'
        ? revealed
        : (chimeraAttackers(g.state, g.context).at(-1) ?? null);
    if (attacker !== null && canChimeraAttackWith(g.state, g.context, attacker))
      call(g, 'chimeraAttack', { attacker });
  },
]);

/** ctx: attacker. The target its claw or jaw picks; the player defends as usual. */
defineProc('chimeraAttack', [
  (g) => {
    const attacker = String(g.ctx.attacker);
    if (!canChimeraAttackWith(g.state, g.context, attacker)) return;
    const opponent = opponentOf(g.state, g.me);
    const { target, isPhoenixborn } = attackedCard(g.state, g.context, attacker, opponent);
    if (isPhoenixborn)
      call(g, 'attackPb', { attackers: hordeAttackers(g.state, g.context, attacker), target });
    else call(g, 'attackUnit', { attacker, target });
  },
  (g) => destroyExhaustedEphemeral(g.state, g.context),
]);

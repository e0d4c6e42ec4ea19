/**
 * The Chimera's turn (digest 8.1): its status abilities left to right, then, while any
 * aspect is face down, one basic rage die and the behaviour roll, whose row's side and main
 * resolve (side first, as the reference implementation and the digest's table do, unless the
 * boss or the row says main first: The Spawn of Shadowreck; a Dragonborn rolls its behaviour
 * die instead, `dragon-die.ts`); with
 * every aspect face up it attacks with its leftmost unit that can, or else passes.
 */
import { endTurnEffects, startTurnEffects } from '../lasting';
import { addAlert, addLog } from '../log';
import { randomInt } from '../rng';
import { call, defineProc } from '../runner';
import type { Run } from '../runner';
import { raiseTimingPoint } from '../flow/timing';
import { resolveDueDelayedEffects } from '../delayed-effects';
import { playersOf } from '../sides';
import type { BehaviourRow } from './boss-rules';
import { requireBoss } from './bosses';
import { chimeraAttackers, chimeraPart } from './cards';
import { requireChimera } from './chimera-state';
import type { ChimeraPhase } from './chimera-state';
import { describeSide, describeMain } from './behaviour-text';
import { rollOneBasicRage } from './rage';
import { spendStatus } from './status';
import './behaviour';
import './dragon-die';

/** The behaviour row a d12 result picks in a phase. */
export function behaviourRow(g: Run, phase: ChimeraPhase, roll: number): BehaviourRow | undefined {
  const boss = requireBoss(g.context, requireChimera(g.state).boss);
  return boss.behaviour[phase].find((r) => roll >= r.rolls[0] && roll <= r.rolls[1]);
}

/**
 * The cards whose status abilities resolve, left to right: a Dragonborn with a status ability
 * of its own first, only while it is unexhausted, then every face-up aspect.
 */
function statusSources(g: Run): string[] {
  const chimera = requireChimera(g.state);
  const player = g.state.players[chimera.seat];
  const own = g.state.cards[player.phoenixborn];
  const dragonborn =
    own && own.tokens.exhaustion === 0 && requireBoss(g.context, chimera.boss).aspects[own.stub]
      ? [player.phoenixborn]
      : [];
  return [...dragonborn, ...player.battlefield];
}

/** Every face-up aspect with status tokens spends one and resolves its status ability. */
function statusAbilities(g: Run): void {
  for (const uuid of statusSources(g)) spendStatus(g, uuid);
}

defineProc('chimeraTurn', [
  (g) => {
    const { state } = g;
    state.turn = { player: g.me, mainAvailable: true, sideActions: 1, passed: false };
    for (const p of playersOf(state)) {
      state.players[p].limitedPlayed = 0;
      state.players[p].usedThisTurn = [];
    }
    addAlert(state, 'info', [chimeraPart(state, g.context), "'s turn"]);
    startTurnEffects(state, g.me);
    raiseTimingPoint(g, { kind: 'turnStarted', player: g.me, round: state.round });
  },
  (g) => statusAbilities(g),
  (g) => {
    const chimera = requireChimera(g.state);
    if (chimera.threatZone.length > 0 && requireBoss(g.context, chimera.boss).faceBehaviour) {
      call(g, 'dragonbornBehaviour');
      return;
    }
    if (chimera.threatZone.length > 0) {
      rollOneBasicRage(g);
      const roll = randomInt(g.state, 12) + 1;
      const row = behaviourRow(g, chimera.phase, roll);
      if (!row) throw new Error(`No behaviour row for ${roll}`);
      const mainFirst = row.mainFirst ?? requireBoss(g.context, chimera.boss).mainFirst ?? false;
      addLog(g.state, [
        `Behaviour roll ${roll}: `,
        {
          behaviour: {
            side: row.side ? describeSide(row) : '',
            main: describeMain(row.main),
            mainFirst,
          },
        },
      ]);
      // A side that needs the revealed aspect resolves right after the reveal.
      if (row.side?.kind === 'scripted' && row.side.afterReveal) {
        call(g, 'chimeraMain', { kind: row.main, sidePhase: chimera.phase, sideRoll: roll });
        return;
      }
      // Procedures called in one step run in the order they are called.
      if (mainFirst) call(g, 'chimeraMain', { kind: row.main });
      if (row.side) call(g, 'chimeraSide', { phase: chimera.phase, roll });
      if (!mainFirst) call(g, 'chimeraMain', { kind: row.main });
      return;
    }
    const [leftmost] = chimeraAttackers(g.state, g.context);
    if (leftmost !== undefined) {
      call(g, 'chimeraAttack', { attacker: leftmost });
      return;
    }
    if (g.state.turn) {
      g.state.turn.mainAvailable = false;
      g.state.turn.passed = true;
    }
    addLog(g.state, [chimeraPart(g.state, g.context), ' passes']);
    g.state.pendingEvents.push({ kind: 'passed', player: g.me });
  },
  (g) => raiseTimingPoint(g, { kind: 'turnEnded', player: g.me, round: g.state.round }),
  // Effects left for the end of this turn (Rising Tides) resolve with its other end-of-turn effects.
  (g) => resolveDueDelayedEffects(g),
  (g) => {
    endTurnEffects(g.state, g.me);
    g.state.passStreak = g.state.turn?.passed ? g.state.passStreak + 1 : 0;
  },
]);

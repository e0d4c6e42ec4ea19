/**
 * Rage dice, Red Rains tokens and the Ultimate (digest section 9). Rage dice are never
 * rolled as a pool, exhausted or spent: single dice are raised or re-rolled. Whenever all
 * five show power they reset to basic and put a Red Rains token on the Chimera. Tokens are
 * placed one at a time; the one that reaches the threshold fires the Ultimate of the current
 * phase, which removes every token and moves the Chimera to its next phase (at most III).
 */
import { cardData } from '../context';
import { addLog, cardPart } from '../log';
import { randomInt } from '../rng';
import { call, defineProc } from '../runner';
import type { Run } from '../runner';
import type { GameState } from '../state';
import { ultimateProc } from './boss-steps';
import { requireChimera } from './chimera-state';
import type { ChimeraState, RageFace } from './chimera-state';
import { chimeraPart, ultimateCard } from './cards';
import { discardTrespassers } from './trespassers';

/** Three power faces, three basic faces. */
export function rollRageFace(state: GameState): RageFace {
  return randomInt(state, 2) === 0 ? 'power' : 'basic';
}

function logRage(g: Run, text: string): void {
  const chimera = requireChimera(g.state);
  addLog(g.state, [
    chimeraPart(g.state, g.context),
    ` ${text} (rage dice: ${rageSummary(chimera)})`,
  ]);
}

export function rageSummary(chimera: ChimeraState): string {
  const power = chimera.rage.filter((f) => f === 'power').length;
  return `${power} power, ${chimera.rage.length - power} basic`;
}

/** After any change: a pool showing only power resets to basic and adds a Red Rains token. */
function checkFullRage(g: Run): void {
  const chimera = requireChimera(g.state);
  if (chimera.rage.length === 0 || chimera.rage.some((f) => f === 'basic')) return;
  chimera.rage = chimera.rage.map(() => 'basic');
  addLog(g.state, [
    'All rage dice show power: they are reset to basic and Red Rains gathers on ',
    chimeraPart(g.state, g.context),
  ]);
  addRedRains(g, 1);
}

/** Raises up to `count` basic rage dice to power; returns how many rose. */
export function raiseBasicRage(g: Run, count: number): number {
  const chimera = requireChimera(g.state);
  let raised = 0;
  for (let i = 0; i < chimera.rage.length && raised < count; i++) {
    if (chimera.rage[i] !== 'basic') continue;
    chimera.rage[i] = 'power';
    raised += 1;
  }
  if (raised > 0) logRage(g, `raises ${raised} basic rage ${raised === 1 ? 'die' : 'dice'}`);
  checkFullRage(g);
  return raised;
}

/** Re-rolls one basic rage die (the Chimera turn's roll); returns its new face, null with none basic. */
export function rollOneBasicRage(g: Run): RageFace | null {
  const chimera = requireChimera(g.state);
  const at = chimera.rage.indexOf('basic');
  if (at < 0) return null;
  const face = rollRageFace(g.state);
  chimera.rage[at] = face;
  logRage(g, `rolls a rage die: ${face}`);
  checkFullRage(g);
  return face;
}

/** Re-rolls every basic rage die (Rampage). */
export function rerollBasicRage(g: Run): void {
  const chimera = requireChimera(g.state);
  chimera.rage = chimera.rage.map((f) => (f === 'basic' ? rollRageFace(g.state) : f));
  logRage(g, 're-rolls its basic rage dice');
  checkFullRage(g);
}

/** Re-rolls up to `count` basic rage dice, left to right; returns how many were rolled. */
export function rerollSomeBasicRage(g: Run, count: number): number {
  return rerollSomeBasicRageFaces(g, count).length;
}

/**
 * Re-rolls up to `count` different basic rage dice, left to right; returns their new faces
 * (Panic counts the ones that came up basic again).
 */
export function rerollSomeBasicRageFaces(g: Run, count: number): RageFace[] {
  const chimera = requireChimera(g.state);
  const faces: RageFace[] = [];
  chimera.rage = chimera.rage.map((f) => {
    if (f !== 'basic' || faces.length >= count) return f;
    const face = rollRageFace(g.state);
    faces.push(face);
    return face;
  });
  const rolled = faces.length;
  if (rolled > 0)
    logRage(
      g,
      `re-rolls ${rolled} basic rage ${rolled === 1 ? 'die' : 'dice'} and gets ${faces.join(', ')}`,
    );
  checkFullRage(g);
  return faces;
}

/** Queues `count` Red Rains tokens, placed one at a time. */
export function addRedRains(g: Run, count: number): void {
  if (count > 0) call(g, 'chimeraRedRains', { count }, requireChimera(g.state).seat, null);
}

/** Printed ultimate value plus exhaustion on the Chimera and on its Ultimate (digest 9.2). */
export function ultimateThreshold(g: Pick<Run, 'state' | 'context'>): number {
  const chimera = requireChimera(g.state);
  const pb = g.state.cards[g.state.players[chimera.seat].phoenixborn];
  const printed = cardData(g.context, chimera.boss).ultimate ?? 3;
  const ultimate = ultimateCard(g.state, g.context);
  const onUltimate = ultimate ? (g.state.cards[ultimate]?.tokens.exhaustion ?? 0) : 0;
  return printed + (pb?.tokens.exhaustion ?? 0) + onUltimate;
}

defineProc('chimeraRedRains', [
  (g) => {
    const left = Number(g.ctx.count ?? 0);
    if (left <= 0) return { end: true };
    g.ctx.count = left - 1;
    const chimera = requireChimera(g.state);
    chimera.redRains += 1;
    const threshold = ultimateThreshold(g);
    addLog(g.state, [`Red Rains token placed (${chimera.redRains} of ${threshold})`]);
    if (chimera.redRains >= threshold) call(g, 'chimeraUltimate');
  },
  () => ({ goto: 0 }),
]);

defineProc('chimeraUltimate', [
  (g) => {
    const chimera = requireChimera(g.state);
    chimera.redRains = 0;
    const ultimate = ultimateCard(g.state, g.context);
    addLog(g.state, [
      { alert: { type: 'danger', message: [`The Ultimate of phase ${chimera.phase} fires`] } },
      ...(ultimate ? [': ', cardPart(g.context, g.state.cards[ultimate]?.stub ?? '')] : []),
    ]);
    discardTrespassers(g.state, g.context);
    call(g, ultimateProc(chimera.boss, chimera.phase), {}, chimera.seat, ultimate);
  },
  (g) => {
    const chimera = requireChimera(g.state);
    if (chimera.phase < 3) {
      chimera.phase = chimera.phase === 1 ? 2 : 3;
      addLog(g.state, [chimeraPart(g.state, g.context), ` enters phase ${chimera.phase}`]);
    }
  },
]);

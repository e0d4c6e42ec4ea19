/**
 * The Dragonborn's behaviour roll (Ascendancy PvE; behaviours.json `scatha-behaviour`): in
 * place of the Chimera's basic rage die and d12, it rolls one basic die of its pool, whose
 * face (basic, class or power) picks the row of its single behaviour table.
 * Decided (the facts do not give the die): a dragon die has two faces of each kind; its pool
 * is the engine's five rage dice, where a class result leaves the die basic (the pool keeps
 * only basic and power) and a power result raises it, as a rage die's power roll does.
 */
import { addLog } from '../log';
import { randomInt } from '../rng';
import { call, defineProc } from '../runner';
import type { Run } from '../runner';
import type { DragonFace } from './boss-rules';
import { requireBoss } from './bosses';
import { describeMain, describeSide } from './behaviour-text';
import { requireChimera } from './chimera-state';
import { raiseBasicRage } from './rage';

const FACES: readonly DragonFace[] = ['basic', 'class', 'power'];

export function dragonFaceIn(value: unknown): DragonFace | null {
  return FACES.find((f) => f === value) ?? null;
}

/** Two faces of each kind: each comes up one time in three. */
export function rollDragonFace(g: Run): DragonFace {
  return FACES[randomInt(g.state, 3)] ?? 'basic';
}

/** The Dragonborn's roll and its row: side first, then main, as every Chimera row. */
defineProc('dragonbornBehaviour', [
  (g) => {
    const chimera = requireChimera(g.state);
    const rows = requireBoss(g.context, chimera.boss).faceBehaviour;
    if (!rows) throw new Error(`${chimera.boss} has no behaviour by die face`);
    const face = rollDragonFace(g);
    const row = rows[face];
    addLog(g.state, [
      `Behaviour die: ${face}: `,
      {
        behaviour: {
          side: row.side ? describeSide(row) : '',
          main: describeMain(row.main),
          mainFirst: false,
        },
      },
    ]);
    if (face === 'power') raiseBasicRage(g, 1);
    if (row.side) call(g, 'chimeraSide', { face });
    call(g, 'chimeraMain', { kind: row.main });
  },
]);

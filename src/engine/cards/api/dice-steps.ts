/**
 * Dice steps that repeat a choice, as procedures (a script's own steps run once each):
 * swapping dice between a player's exhausted and active pools (Transmute Magic), and changing
 * one die of each chosen player's active pool, and changing one die of a magic. A script uses the step a verb returns:
 * `swapDice('Transmute Magic')`. Titles and log lines name the card.
 */
import { FACE_BUTTONS } from '../../actions';
import { diceOf } from '../../dice';
import { opponentDiceLocked } from '../../laws';
import { noteDieAffected } from '../../dice-affected';
import { DONE, SKIP, button, choice, dieOptions } from '../../decisions';
import { DIE_LEVELS } from '../../../domain/dice';
import type { DieLevel, Magic } from '../../../domain/dice';
import { activeDice } from '../../ops';
import { chooseDie, chooseOption } from './choices';
import { setDieSide } from './verbs-dice';
import { addLog, diePart, playerPart } from '../../log';
import { call, defineProc } from '../../runner';
import type { Run, Step } from '../../runner';
import { playersOf } from '../../sides';
import type { DieState, PlayerId } from '../../state';

function isLevel(value: unknown): value is DieLevel {
  return DIE_LEVELS.some((level) => level === value);
}

function cardOf(g: Run): string {
  return String(g.ctx.card ?? '');
}

/** The dice already swapped by this step (each die is swapped once). */
function swappedOf(g: Run): string[] {
  const list = g.ctx.swapped;
  return Array.isArray(list) ? list.map(String) : [];
}

function poolOf(g: Run, location: DieState['location']): DieState[] {
  const swapped = swappedOf(g);
  return diceOf(g.state, g.me).filter((d) => d.location === location && !swapped.includes(d.uuid));
}

function setSide(g: Run, die: DieState, level: DieLevel): void {
  die.level = level;
  addLog(g.state, [
    `${cardOf(g)}: `,
    playerPart(g.state, g.me),
    ' changes a die to ',
    diePart(die),
  ]);
}

defineProc('swapDice', [
  (g) => {
    if (g.ctx.from === DONE) return { end: true };
    if (typeof g.ctx.from === 'string') return;
    const exhausted = poolOf(g, 'exhausted');
    if (exhausted.length === 0 || poolOf(g, 'active').length === 0) return { end: true };
    return choice(
      'from',
      `${cardOf(g)}: choose a die in your exhausted pool to swap, or Done`,
      [...dieOptions(exhausted.map((d) => d.uuid)), button(DONE, 'Done')],
      { source: g.frame.source },
    );
  },
  (g) => {
    if (typeof g.ctx.to === 'string') return;
    return choice(
      'to',
      `${cardOf(g)}: choose a die in your active pool to swap it with`,
      dieOptions(poolOf(g, 'active').map((d) => d.uuid)),
      { source: g.frame.source },
    );
  },
  (g) => {
    const into = g.state.dice[String(g.ctx.from)];
    const out = g.state.dice[String(g.ctx.to)];
    if (!into || !out) return { end: true };
    if (!isLevel(g.ctx.face))
      return choice(
        'face',
        `${cardOf(g)}: choose a side for the die placed into your active pool`,
        FACE_BUTTONS,
        { source: g.frame.source },
      );
    into.location = 'active';
    out.location = 'exhausted';
    addLog(g.state, [
      `${cardOf(g)}: `,
      playerPart(g.state, g.me),
      ' swaps an exhausted ',
      diePart(into),
      ' die with an active ',
      diePart(out),
      ' die',
    ]);
    setSide(g, into, g.ctx.face);
    g.ctx.swapped = [...swappedOf(g), into.uuid, out.uuid];
    delete g.ctx.from;
    delete g.ctx.to;
    delete g.ctx.face;
    return { goto: 0 };
  },
]);

/** The player whose die is asked about now, in turn order; null when every player was asked. */
function askedPlayer(g: Run): PlayerId | null {
  return playersOf(g.state)[Number(g.ctx.index ?? 0)] ?? null;
}

function nextPlayer(g: Run): { goto: number } {
  g.ctx.index = Number(g.ctx.index ?? 0) + 1;
  delete g.ctx.die;
  delete g.ctx.face;
  return { goto: 0 };
}

defineProc('changeDieOfEach', [
  (g) => {
    const player = askedPlayer(g);
    if (player === null) return { end: true };
    if (g.ctx.die === SKIP) return nextPlayer(g);
    if (typeof g.ctx.die === 'string') return;
    if (opponentDiceLocked(g.state, g.context, g.me, player)) return nextPlayer(g);
    const active = diceOf(g.state, player).filter((d) => d.location === 'active');
    if (active.length === 0) return nextPlayer(g);
    const whose = player === g.me ? 'your' : `${g.state.players[player].name}'s`;
    return choice(
      'die',
      `${cardOf(g)}: you may change 1 die in ${whose} active pool`,
      [...dieOptions(active.map((d) => d.uuid)), button(SKIP, 'Skip')],
      { source: g.frame.source },
    );
  },
  (g) => {
    const die = g.state.dice[String(g.ctx.die)];
    if (!die) return nextPlayer(g);
    if (!isLevel(g.ctx.face))
      return choice('face', `${cardOf(g)}: choose a side`, FACE_BUTTONS, {
        source: g.frame.source,
      });
    setSide(g, die, g.ctx.face);
    noteDieAffected(g.state, g.me, die.owner, 'changed');
    return nextPlayer(g);
  },
]);

/** "Swap any number of dice in your exhausted pool with an equal number of dice in your active pool, placing them each on a side of your choice." */
export function swapDice(card: string): Step {
  return (g) => call(g, 'swapDice', { card });
}

/** "Change 1 die in each target player's active pool to a side of your choice": each player may be skipped (not targeted). */
export function changeOneDieOfEachPlayer(card: string): Step {
  return (g) => call(g, 'changeDieOfEach', { card });
}

/**
 * "Change 1 <magic> die in your active pool to a side of your choice" (Rose Gardener's
 * Cultivate, Glory Aspirant's Lionize): a die of that magic, then its side; nothing happens
 * without such a die (or while Law of Assurance forbids it, for an opponent's dice).
 */
export function changeOneDieOfMagic(card: string, magic: Magic): Step[] {
  const die = chooseDie(`${magic}DieToChange`, {
    title: `${card}: choose a ${magic} die in your active pool to change`,
    from: (g) =>
      activeDice(g.state, g.me)
        .filter((d) => d.magic === magic)
        .map((d) => d.uuid),
  });
  const side = chooseOption(`${magic}DieSide`, {
    title: `${card}: choose the side to change it to`,
    options: { power: 'Power', class: 'Class', basic: 'Basic' },
    when: (g) => die.of(g) !== null,
  });
  return [
    die.ask,
    side.ask,
    (g) => {
      const level = side.of(g);
      if (level !== null) setDieSide(g, die.of(g), level);
    },
  ];
}

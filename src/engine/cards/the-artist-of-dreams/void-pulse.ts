import {
  activeDiceOf,
  allUnitsInPlay,
  chooseCard,
  chooseDie,
  chooseOption,
  choosePlayer,
  dealDamage,
  defineCard,
  draw,
  isOnBattlefield,
  isAttacking,
  mayChangeDiceOf,
  setDieSide,
  targetableUnits,
  unitsOf,
} from '../api';
import type { Chosen, Run, Scope } from '../api';

function opponentTargets(s: Scope): string[] {
  return targetableUnits(s, (u) => !unitsOf(s).includes(u));
}

const target = chooseCard('target', {
  title: 'Void Pulse: choose a unit an opponent controls',
  from: (g) => opponentTargets(g),
});
const player = choosePlayer('player', {
  title: 'Void Pulse: choose a player whose active pool you change 2 dice of',
  only: (g, p) => mayChangeDiceOf(g, p) && activeDiceOf(g, p).length > 0,
});

const SIDES = { power: 'Power', class: 'Class', basic: 'Basic' } as const;

function changeOneDie(
  n: number,
  earlier: Chosen<string>[],
): [Chosen<string>, Chosen<keyof typeof SIDES>] {
  const die = chooseDie(`die${n}`, {
    title: `Void Pulse: choose a die to change (${n} of 2)`,
    from: (g: Run) => {
      const chosen = player.of(g);
      const taken = earlier.map((c) => c.of(g));
      return chosen === null
        ? []
        : activeDiceOf(g, chosen)
            .map((d) => d.uuid)
            .filter((d) => !taken.includes(d));
    },
  });
  const side = chooseOption(`side${n}`, {
    title: 'Void Pulse: choose a side for that die',
    options: SIDES,
    when: (g) => die.of(g) !== null,
  });
  return [die, side];
}

const [firstDie, firstSide] = changeOneDie(1, []);
const [secondDie, secondSide] = changeOneDie(2, [firstDie]);

/** Void Pulse: You may play this spell after you declare attackers. Deal damage to a target unit an opponent controls equal to the number of attacking units. If that destroyed the unit, draw 2 cards, and then change 2 dice in a target player's active pool to a side of your choice. */
export default defineCard({
  stub: 'void-pulse',
  reaction: {
    event: 'attackersDeclared',
    // One declaration raises an event per attacker: answer it once, on the first.
    match: (q, e) =>
      e.controller === q.me &&
      q.state.attack?.battles[0]?.attacker === e.card &&
      opponentTargets(q).length > 0,
  },
  effect: [
    target.ask,
    (g) => {
      const attacking = allUnitsInPlay(g).filter((u) => isAttacking(g, u)).length;
      if (dealDamage(g, target.of(g), attacking) === 0) return { end: true };
      return undefined;
    },
    // Lethal wounds destroy the unit between steps; a unit still there survived.
    (g) => {
      const unit = target.of(g);
      if (unit !== null && isOnBattlefield(g, unit)) return { end: true };
      draw(g, 2);
      return undefined;
    },
    player.ask,
    firstDie.ask,
    firstSide.ask,
    (g) => {
      const die = firstDie.of(g);
      const side = firstSide.of(g);
      if (die !== null && side !== null) setDieSide(g, die, side);
    },
    secondDie.ask,
    secondSide.ask,
    (g) => {
      const die = secondDie.of(g);
      const side = secondSide.of(g);
      if (die !== null && side !== null) setDieSide(g, die, side);
    },
  ],
});

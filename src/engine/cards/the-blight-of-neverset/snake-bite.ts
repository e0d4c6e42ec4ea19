import {
  chooseCard,
  chooseDie,
  controllerOf,
  dealDamage,
  defineCard,
  diceOn,
  drawPileOf,
  exhaustedDiceOfMagic,
  focus,
  resolveDicePower,
  targetablePhoenixborns,
  targetableUnits,
} from '../api';
import type { Scope } from '../api';

const die = chooseDie('die', {
  title: 'Snake Bite: you may choose a charm die in your exhausted pool to resolve its power',
  from: (g) => exhaustedDiceOfMagic(g, 'charm').map((d) => d.uuid),
  decline: 'Skip',
});

/** What the bite may hit: a unit with a charm die on it; at Focus 1 also a Phoenixborn whose owner's draw pile is empty. */
function biteTargets(s: Scope): string[] {
  const units = targetableUnits(s, (unit) => diceOn(s, unit, 'charm').length > 0);
  if (focus(s) < 1) return units;
  const phoenixborns = targetablePhoenixborns(s).filter(
    (pb) => drawPileOf(s, controllerOf(s, pb)).length === 0,
  );
  return [...units, ...phoenixborns];
}

const target = chooseCard('target', {
  title:
    'Snake Bite: choose a unit with a charm die on it (Focus 1: or a Phoenixborn whose owner has no cards in their draw pile)',
  from: biteTargets,
});

/**
 * Snake Bite: When this spell comes into play, you may choose a charm die in your exhausted
 * pool and resolve its dice power without paying its cost. main - exhaust: Deal 1 damage to a
 * target unit with a charm die on it. Focus 1: You may instead deal 1 damage to a target
 * Phoenixborn whose owner has no cards in their draw pile.
 */
export default defineCard({
  stub: 'snake-bite',
  triggers: [
    {
      name: 'Snake Bite',
      event: 'readySpellCameIntoPlay',
      match: (q, e) => e.card === q.self,
      steps: [die.ask, (g) => resolveDicePower(g, die.of(g))],
    },
  ],
  abilities: [
    {
      id: 'bite',
      name: 'Snake Bite',
      cost: ['[[main]]', '[[exhaust]]'],
      usable: (q) => biteTargets(q).length > 0,
      steps: [target.ask, (g) => void dealDamage(g, target.of(g), 1)],
    },
  ],
});

import { chooseCard, dealDamage, defineCard, targetableUnits, unitsOf } from '../api';

const mine = chooseCard('mine', {
  title: 'Crescendo: choose a unit you control to deal 1 damage to',
  from: (g) => unitsOf(g),
});

const target = chooseCard('target', {
  title: 'Crescendo: choose a unit to deal 3 damage to',
  from: (g) => targetableUnits(g),
});

/** Crescendo: You may play this spell after you have declared attackers. Deal 1 damage to a target unit you control to deal 3 damage to a target unit. */
export default defineCard({
  stub: 'crescendo',
  reaction: {
    event: 'attackersDeclared',
    // One declaration raises an event per attacker: answer it once, on the first.
    match: (q, e) =>
      e.controller === q.me &&
      q.state.attack?.battles[0]?.attacker === e.card &&
      unitsOf(q).length > 0,
  },
  effect: [
    mine.ask,
    (g) => {
      // "to": the 3 damage follows only when the 1 damage was dealt to a unit of yours.
      const unit = mine.of(g);
      if (unit === null) return { end: true };
      dealDamage(g, unit, 1);
    },
    target.ask,
    (g) => void dealDamage(g, target.of(g), 3),
  ],
});

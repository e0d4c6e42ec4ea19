import { allUnitsInPlay, chooseCard, dealDamage, defineCard, targetableUnits } from '../api';

const target = chooseCard('target', {
  title: 'Earthquake: deal 4 damage to a target unit',
  from: (g) => targetableUnits(g),
});

/** Earthquake: Deal 4 damage to a target unit and 1 damage to each other unit. */
export default defineCard({
  stub: 'earthquake',
  playable: (q) => targetableUnits(q).length > 0,
  effect: [
    target.ask,
    (g) => {
      const chosen = target.of(g);
      if (!chosen) return { end: true };
      // "Each other unit": the units in play when the 4 damage is dealt.
      const others = allUnitsInPlay(g).filter((unit) => unit !== chosen);
      dealDamage(g, chosen, 4);
      for (const unit of others) dealDamage(g, unit, 1);
    },
  ],
});

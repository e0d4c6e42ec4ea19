import { chooseCard, dealDamage, defineCard, opponentUnits } from '../api';
import type { Step } from '../api';

/** Each resolution of "deal 1 damage to a target unit an opponent controls", after the first optional. */
const shots = [1, 2, 3, 4].map((n) =>
  chooseCard(`shot${n}`, {
    title: `Tsunami Shot (${n} of up to 4): choose a unit an opponent controls to deal 1 damage to`,
    from: (g) => opponentUnits(g),
    optional: true,
  }),
);

/** Tsunami Shot: Resolve the following effect up to four times: Deal 1 damage to a target unit an opponent controls. */
export default defineCard({
  stub: 'tsunami-shot',
  playable: (q) => opponentUnits(q).length > 0,
  effect: shots.flatMap((shot): Step[] => [
    shot.ask,
    (g) => {
      const target = shot.of(g);
      // Skipping one resolution ends the spell: "up to four times".
      if (target === null) return { end: true };
      dealDamage(g, target, 1);
    },
  ]),
});

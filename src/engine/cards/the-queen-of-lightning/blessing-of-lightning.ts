import { chooseDie, defineCard, exhaustedDiceOfMagic, resolveDicePower } from '../api';
import type { Step } from '../api';

/** Up to 3 dice, one at a time: each chosen die's power resolves before the next is chosen. */
const picks = [1, 2, 3].map((n) =>
  chooseDie(`die${n}`, {
    title: `Blessing of Lightning: you may choose a divine die in your exhausted pool (${n} of up to 3)`,
    from: (g) => exhaustedDiceOfMagic(g, 'divine').map((d) => d.uuid),
    decline: 'Done',
  }),
);

const steps: Step[] = picks.flatMap((pick) => [
  pick.ask,
  (g) => {
    const die = pick.of(g);
    // Done ends the choosing: no later die is asked for.
    if (!die) return { end: true };
    resolveDicePower(g, die);
  },
]);

/** Blessing of Lightning: Choose up to 3 divine dice in your exhausted pool and resolve their dice powers without paying their costs. */
export default defineCard({
  stub: 'blessing-of-lightning',
  effect: steps,
});

import {
  chooseDie,
  defineCard,
  exhaustedDiceOfMagic,
  hostOf,
  onAttached,
  resolveDicePower,
  self,
  unitsOf,
} from '../api';

const die = chooseDie('die', {
  title: 'Pride: you may choose a divine die in your exhausted pool to resolve its power',
  from: (g) => exhaustedDiceOfMagic(g, 'divine').map((d) => d.uuid),
  decline: 'Skip',
});

/**
 * Pride: When attaching this spell to a unit you control, you may choose a divine die in your
 * exhausted pool and resolve its dice power without paying its cost. * This unit now has the
 * following ability: * Pride: This unit cannot be guarded or guarded against.
 */
export default defineCard({
  stub: 'pride',
  triggers: [
    onAttached('Pride', [
      (g) => {
        // Only "when attaching this spell to a unit you control".
        const host = hostOf(g, self(g));
        if (!host || !unitsOf(g).includes(host)) return { end: true };
        return undefined;
      },
      die.ask,
      (g) => resolveDicePower(g, die.of(g)),
    ]),
  ],
  // Cannot be guarded against: Stalk; cannot be guarded: no guard for it when it is attacked.
  grants: { stalk: 1 },
  statics: [
    {
      name: 'Pride',
      inexhaustible: true,
      appliesTo: (q, card) => hostOf(q, q.self) === card,
      forbids: ['beGuarded'],
    },
  ],
});

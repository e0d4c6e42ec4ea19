import {
  chooseCard,
  chooseOption,
  defineCard,
  focus,
  inConjurationPile,
  isAlly,
  isExhausted,
  summonWithUnitUnder,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

/** The allies that may ride: unexhausted ones you control. */
function riders(s: Scope): string[] {
  return unitsOf(s).filter((unit) => isAlly(s, unit) && !isExhausted(s, unit));
}

type Mount = 'pale-steed-mount' | 'spectral-charger-mount' | 'nightmare-mount';

/** A mount you may place now: one left in your conjuration pile, a Nightmare Mount only at Focus 2. */
function mayPlace(s: Scope, mount: Mount): boolean {
  return inConjurationPile(s, mount) && (mount !== 'nightmare-mount' || focus(s) >= 2);
}

const MOUNTS: readonly Mount[] = ['pale-steed-mount', 'spectral-charger-mount', 'nightmare-mount'];

const rider = chooseCard('rider', {
  title: 'Summon Ghostly Mount: choose an unexhausted ally you control to remove from play',
  from: (g) => riders(g),
});
const mount = chooseOption<Mount>('mount', {
  title: 'Summon Ghostly Mount: choose the mount to place, with that ally face down under it',
  options: {
    'pale-steed-mount': 'Pale Steed Mount',
    'spectral-charger-mount': 'Spectral Charger Mount',
    'nightmare-mount': 'Nightmare Mount (Focus 2)',
  },
  only: (g, choice) => mayPlace(g, choice),
});

/**
 * Summon Ghostly Mount: main or side, exhaust, 1 illusion class, 1 sympathy class: Remove an
 * unexhausted ally you control from play. If you do, place a Pale Steed Mount or Spectral
 * Charger Mount conjuration onto your battlefield and place that ally face down under that
 * unit. Focus 2: You may place a Nightmare Mount conjuration instead.
 */
export default defineCard({
  stub: 'summon-ghostly-mount',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Ghostly Mount',
      cost: [
        ['[[main]]', '[[side]]'],
        '[[exhaust]]',
        '1 [[illusion:class]]',
        '1 [[sympathy:class]]',
      ],
      usable: (q) => riders(q).length > 0 && MOUNTS.some((m) => mayPlace(q, m)),
      steps: [
        rider.ask,
        mount.ask,
        (g) => {
          const chosen = mount.of(g);
          if (chosen !== null) summonWithUnitUnder(g, chosen, rider.of(g));
        },
      ],
    },
  ],
});

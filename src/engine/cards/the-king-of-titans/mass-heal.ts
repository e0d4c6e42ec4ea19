import {
  activeDiceOf,
  allUnitsInPlay,
  chooseOption,
  defineCard,
  phoenixbornOf,
  removeWounds,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

function hasDivineClassOrPower(s: Scope): boolean {
  return activeDiceOf(s).some((die) => die.magic === 'divine' && die.level !== 'basic');
}

const which = chooseOption('which', {
  title:
    'Mass Heal: remove 1 wound token from all units, or instead from your Phoenixborn and all units you control?',
  options: { all: 'All units', mine: 'Your Phoenixborn and units' },
  when: (g) => hasDivineClassOrPower(g),
});

/** Mass Heal: Remove 1 wound token from all units. If you have a divine die on its class or power side in your active pool, you may instead remove 1 wound token from your Phoenixborn and all units you control. */
export default defineCard({
  stub: 'mass-heal',
  effect: [
    which.ask,
    (g) => {
      const healed = which.of(g) === 'mine' ? [phoenixbornOf(g), ...unitsOf(g)] : allUnitsInPlay(g);
      for (const card of healed) removeWounds(g, card, 1);
    },
  ],
});

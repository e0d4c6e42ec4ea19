import {
  chooseCard,
  chooseOption,
  defineCard,
  destroy,
  removeAllExhaustion,
  removeWounds,
  targetableUnits,
  tokensOn,
} from '../api';

const mode = chooseOption('mode', {
  title: 'Sword of Virtue: destroy a unit, or remove all wound and exhaustion tokens from one?',
  options: { destroy: 'Destroy a unit', restore: 'Remove wounds and exhaustion' },
});

const target = chooseCard('target', {
  title: 'Sword of Virtue: choose a target unit',
  from: (g) => targetableUnits(g),
});

/** Sword of Virtue: Destroy a target unit or remove all wound tokens and exhaustion tokens from a target unit. */
export default defineCard({
  stub: 'sword-of-virtue',
  playable: (q) => targetableUnits(q).length > 0,
  effect: [
    mode.ask,
    target.ask,
    (g) => {
      const unit = target.of(g);
      if (unit === null) return;
      if (mode.of(g) === 'destroy') {
        destroy(g, unit);
        return;
      }
      removeWounds(g, unit, tokensOn(g, unit).damage);
      removeAllExhaustion(g, unit);
    },
  ],
});

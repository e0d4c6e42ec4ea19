import {
  chooseCard,
  chooseOption,
  defineCard,
  exhaust,
  removeExhaustion,
  targetableUnits,
  tokensOn,
} from '../api';

const mode = chooseOption('mode', {
  title: 'Change Psyche: remove or place an exhaustion token?',
  options: { remove: 'Remove 1 exhaustion', place: 'Place 1 exhaustion' },
  only: (g, value) =>
    value === 'place' || targetableUnits(g, (u) => tokensOn(g, u).exhaustion > 0).length > 0,
});
const target = chooseCard('target', {
  title: 'Change Psyche: choose a target unit',
  from: (g) =>
    mode.of(g) === 'remove'
      ? targetableUnits(g, (u) => tokensOn(g, u).exhaustion > 0)
      : targetableUnits(g),
});

/** Change Psyche: Remove 1 exhaustion token from a target unit or place 1 exhaustion token on a target unit. */
export default defineCard({
  stub: 'change-psyche',
  playable: (q) => targetableUnits(q).length > 0,
  effect: [
    mode.ask,
    target.ask,
    (g) => {
      if (mode.of(g) === 'remove') removeExhaustion(g, target.of(g), 1);
      else exhaust(g, target.of(g), 1);
    },
  ],
});

import {
  chooseCard,
  defineCard,
  onComesIntoPlay,
  placeStatus,
  self,
  targetableUnits,
} from '../api';

const target = chooseCard('target', {
  title: 'Time Hopper, Gift 1: you may place 1 status token on another unit',
  from: (g) => targetableUnits(g, (unit) => unit !== self(g)),
  optional: true,
});

/** Time Hopper: Gift 1: When this unit comes into play, you may place 1 status token on another target unit. Fearful: This unit cannot block. */
export default defineCard({
  stub: 'time-hopper',
  statics: [{ name: 'Fearful', appliesTo: (q, card) => card === q.self, forbids: ['block'] }],
  triggers: [onComesIntoPlay('Gift 1', [target.ask, (g) => placeStatus(g, target.of(g), 1)])],
});

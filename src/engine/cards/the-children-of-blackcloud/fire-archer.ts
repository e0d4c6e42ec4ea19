import {
  chooseCard,
  dealDamage,
  defineCard,
  onComesIntoPlay,
  targetablePhoenixborns,
} from '../api';

const target = chooseCard('target', {
  title: 'Fire Archer, Ambush 1: you may deal 1 damage to a Phoenixborn',
  from: (g) => targetablePhoenixborns(g),
  optional: true,
});

/** Fire Archer: Ambush 1: When this unit comes into play, you may deal 1 damage to a target Phoenixborn. */
export default defineCard({
  stub: 'fire-archer',
  triggers: [onComesIntoPlay('Ambush 1', [target.ask, (g) => void dealDamage(g, target.of(g), 1)])],
});

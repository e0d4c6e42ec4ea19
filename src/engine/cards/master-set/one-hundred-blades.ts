import {
  chooseCard,
  dealDamage,
  defineCard,
  draw,
  opponentsOf,
  targetablePhoenixborns,
  unitsOf,
} from '../api';

const target = chooseCard('target', {
  title: 'One Hundred Blades: choose a Phoenixborn',
  from: (g) => targetablePhoenixborns(g),
});

/** One Hundred Blades: Deal 1 damage to a target Phoenixborn. Deal 1 damage to all opponents' units. Draw 1 card. */
export default defineCard({
  stub: 'one-hundred-blades',
  effect: [
    target.ask,
    (g) => {
      dealDamage(g, target.of(g), 1);
    },
    (g) => {
      for (const p of opponentsOf(g)) for (const unit of unitsOf(g, p)) dealDamage(g, unit, 1);
    },
    (g) => {
      draw(g, 1);
    },
  ],
});

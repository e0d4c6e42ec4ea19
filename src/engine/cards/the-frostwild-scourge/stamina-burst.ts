import {
  attachConjuredAlteration,
  chooseCard,
  choosePlayer,
  defineCard,
  giveFirstPlayerToken,
  inConjurationPile,
  phoenixbornOf,
  removeWounds,
  unitsOf,
} from '../api';

const sparked = chooseCard('sparked', {
  title: 'Stamina Burst: choose a unit you control to attach a Spark to',
  from: (g) => (inConjurationPile(g, 'spark') ? unitsOf(g) : []),
});

const holder = choosePlayer('holder', {
  title: 'Stamina Burst: you may give the first player token to a player of your choice',
  optional: true,
  targets: false,
});

/**
 * Stamina Burst: Remove 1 wound token from your Phoenixborn. Attach a Spark conjured alteration
 * spell to a unit you control. You may give the first player token to a player of your choice.
 */
export default defineCard({
  stub: 'stamina-burst',
  effect: [
    (g) => void removeWounds(g, phoenixbornOf(g), 1),
    sparked.ask,
    (g) => void attachConjuredAlteration(g, 'spark', sparked.of(g)),
    holder.ask,
    (g) => giveFirstPlayerToken(g, holder.of(g)),
  ],
});

import {
  chooseCard,
  defineCard,
  inConjurationPile,
  summonWithUnitUnder,
  unexhaustedAllies,
} from '../api';

const ally = chooseCard('ally', {
  title: 'Summon Archasaurus Mount: remove an unexhausted ally you control from play',
  from: (g) => unexhaustedAllies(g),
});

/** Summon Archasaurus Mount: Remove an unexhausted ally you control from play. If you do, place an Archasaurus Mount conjuration onto your battlefield and place that ally face down under that unit. */
export default defineCard({
  stub: 'summon-archasaurus-mount',
  playable: (q) => unexhaustedAllies(q).length > 0 && inConjurationPile(q, 'archasaurus-mount'),
  effect: [ally.ask, (g) => void summonWithUnitUnder(g, 'archasaurus-mount', ally.of(g))],
});

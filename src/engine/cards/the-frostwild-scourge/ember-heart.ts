import {
  alterationsInPlay,
  chooseCard,
  defineCard,
  isExhausted,
  moveAlteration,
  onComesIntoPlay,
  self,
  unitsOf,
} from '../api';

const taken = chooseCard('taken', {
  title: 'Take Up: you may choose an alteration spell attached to an exhausted unit you control',
  from: (g) =>
    alterationsInPlay(g)
      .filter(({ host }) => host !== self(g) && unitsOf(g).includes(host) && isExhausted(g, host))
      .map(({ card }) => card),
  optional: true,
});

/**
 * Ember Heart: Take Up: When this unit comes into play, you may choose an alteration spell
 * attached to an exhausted unit you control and attach it to this unit.
 * Alert: Do not place exhaustion tokens on this unit as a result of its countering.
 */
export default defineCard({
  stub: 'ember-heart',
  keywords: { alert: 1 },
  triggers: [
    onComesIntoPlay('Take Up', [taken.ask, (g) => void moveAlteration(g, taken.of(g), self(g))]),
  ],
});

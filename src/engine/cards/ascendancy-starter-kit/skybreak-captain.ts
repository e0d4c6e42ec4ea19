import {
  addAttackThisTurn,
  chooseCard,
  defineCard,
  hasAstralDie,
  onComesIntoPlay,
  placeExhaustedDieOn,
  self,
  unitsOf,
} from '../api';

const other = chooseCard('other', {
  title: 'Skybreak Captain, Aerial Command 1: choose another unit you control to get +1 attack',
  from: (g) => (hasAstralDie(g, self(g)) ? unitsOf(g).filter((u) => u !== self(g)) : []),
});

/**
 * Skybreak Captain: Uplift: When this unit comes into play, place an astral die from your
 * exhausted pool onto it. Aerial Command 1: side: If this unit has an astral die on it,
 * increase the attack value of another unit you control by 1 for the remainder of the turn.
 */
export default defineCard({
  stub: 'skybreak-captain',
  triggers: [onComesIntoPlay('Uplift', [(g) => void placeExhaustedDieOn(g, 'astral', self(g))])],
  abilities: [
    {
      id: 'aerialCommand',
      name: 'Aerial Command 1',
      cost: ['[[side]]'],
      usable: (q) => unitsOf(q).some((u) => u !== q.self),
      steps: [other.ask, (g) => addAttackThisTurn(g, other.of(g), 1)],
    },
  ],
});

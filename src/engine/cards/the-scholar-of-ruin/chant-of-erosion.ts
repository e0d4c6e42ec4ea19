import {
  attachConjuredAlteration,
  chooseCard,
  defineCard,
  inConjurationPile,
  onAllyDestroyedCharge,
  removeStatus,
  self,
  targetableUnits,
  tokensOn,
} from '../api';

const target = chooseCard('target', {
  title: 'Chant of Erosion: attach an Eroding to a target unit',
  from: (g) => targetableUnits(g),
});

/** Chant of Erosion: After an ally you control is destroyed, place 1 status token on this spell if it has no status tokens on it. main, exhaust: Remove 1 status token from this spell to attach an Eroding conjured alteration spell to a target unit. */
export default defineCard({
  stub: 'chant-of-erosion',
  triggers: [onAllyDestroyedCharge('Chant of Erosion')],
  abilities: [
    {
      id: 'erode',
      name: 'Chant of Erosion',
      cost: ['[[main]]', '[[exhaust]]'],
      usable: (q) =>
        tokensOn(q, q.self).status > 0 &&
        inConjurationPile(q, 'eroding') &&
        targetableUnits(q).length > 0,
      steps: [
        (g) => {
          if (removeStatus(g, self(g), 1) === 0) return { end: true };
        },
        target.ask,
        (g) => void attachConjuredAlteration(g, 'eroding', target.of(g)),
      ],
    },
  ],
});

import {
  canSummon,
  chooseCard,
  defineCard,
  moveToken,
  placeStatus,
  self,
  summon,
  tokensOn,
  unitsOf,
} from '../api';

const unit = chooseCard('unit', {
  title: 'Summon Cinder Spirit: choose a unit you control to move a status token onto',
  from: (g) => unitsOf(g),
});

/**
 * Summon Cinder Spirit: main - exhaust: Place 1 status token on this spell. * side - 1 time
 * class - 1 basic: Move 1 status token from this spell onto a unit you control. If you do,
 * place a Cinder Spirit conjuration onto your battlefield.
 */
export default defineCard({
  stub: 'summon-cinder-spirit',
  abilities: [
    {
      id: 'charge',
      name: 'Place a status token',
      cost: ['[[main]]', '[[exhaust]]'],
      steps: [(g) => void placeStatus(g, self(g), 1)],
    },
    {
      id: 'summon',
      name: 'Summon Cinder Spirit',
      cost: ['[[side]]', '1 [[time:class]]', '1 [[basic]]'],
      inexhaustible: true,
      usable: (q) => tokensOn(q, q.self).status > 0 && unitsOf(q).length > 0,
      steps: [
        unit.ask,
        (g) => {
          if (!moveToken(g, 'status', self(g), unit.of(g))) return { end: true };
          if (canSummon(g, 'cinder-spirit')) summon(g, 'cinder-spirit');
          return undefined;
        },
      ],
    },
  ],
});

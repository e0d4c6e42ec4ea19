import { canSummon, defineCard, summon } from '../api';

/** Summon Vampire Bat Swarm: main, exhaust, 1 ceremonial class, 1 sympathy class: Place a Vampire Bat Swarm conjuration onto your battlefield. */
export default defineCard({
  stub: 'summon-vampire-bat-swarm',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Vampire Bat Swarm',
      cost: ['[[main]]', '[[exhaust]]', '1 [[ceremonial:class]]', '1 [[sympathy:class]]'],
      usable: (q) => canSummon(q, 'vampire-bat-swarm'),
      steps: [(g) => void summon(g, 'vampire-bat-swarm')],
    },
  ],
});

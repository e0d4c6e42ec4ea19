import { canSummon, choosePlayer, defineCard, hasRoomOn, players, summon } from '../api';

const onto = choosePlayer('player', {
  title: 'Summon Blood Puppet: onto whose battlefield?',
  only: (g, p) => hasRoomOn(g, p),
});

/** Summon Blood Puppet: main, exhaust, 1 ceremonial class: place a Blood Puppet onto a target player's battlefield. */
export default defineCard({
  stub: 'summon-blood-puppet',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Blood Puppet',
      cost: ['[[main]]', '[[exhaust]]', '1 [[ceremonial:class]]'],
      usable: (q) => players(q).some((p) => canSummon(q, 'blood-puppet', p)),
      steps: [
        onto.ask,
        (g) => {
          const player = onto.of(g);
          if (player) summon(g, 'blood-puppet', player);
        },
      ],
    },
  ],
});

import {
  activeDiceOf,
  chooseDie,
  choosePlayer,
  defineCard,
  discardTopOfDrawPile,
  focus,
  spendDie,
} from '../api';

const player = choosePlayer('player', { title: 'Purge: choose a player' });
const extra = chooseDie('extra', {
  title: 'Pay 1 basic to discard 1 more?',
  from: (g) => (focus(g) >= 1 ? activeDiceOf(g).map((d) => d.uuid) : []),
  decline: 'No',
});

/** Purge: main, exhaust, 1 charm class: choose a target player to discard 1 card off the top of their draw pile. Focus 1: you may pay 1 basic to have them discard 1 more. */
export default defineCard({
  stub: 'purge',
  abilities: [
    {
      id: 'purge',
      name: 'Purge',
      cost: ['[[main]]', '[[exhaust]]', '1 [[charm:class]]'],
      steps: [
        player.ask,
        (g) => {
          const who = player.of(g);
          if (!who) return { end: true };
          discardTopOfDrawPile(g, who, 1);
        },
        extra.ask,
        (g) => {
          const who = player.of(g);
          if (who && spendDie(g, extra.of(g))) discardTopOfDrawPile(g, who, 1);
        },
      ],
    },
  ],
});

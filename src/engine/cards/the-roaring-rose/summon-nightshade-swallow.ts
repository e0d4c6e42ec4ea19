import {
  activeDiceOf,
  canSummon,
  choosePlayer,
  defineCard,
  discardTopOfDrawPile,
  focus,
  opponentsOf,
  summon,
} from '../api';

// Focus 1: asked only while the caster has fewer active dice than an opponent.
const player = choosePlayer('player', {
  title:
    'Summon Nightshade Swallow: you may choose a player to discard the top card of their draw pile',
  optional: true,
  only: (g) =>
    focus(g) >= 1 && opponentsOf(g).some((p) => activeDiceOf(g).length < activeDiceOf(g, p).length),
});

/** Summon Nightshade Swallow: main, exhaust, 2 charm class: Place a Nightshade Swallow conjuration onto your battlefield. Focus 1: You may choose a target player to discard 1 card off the top of their draw pile if you have fewer dice in your active pool than an opponent. */
export default defineCard({
  stub: 'summon-nightshade-swallow',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Nightshade Swallow',
      cost: ['[[main]]', '[[exhaust]]', '2 [[charm:class]]'],
      usable: (q) => canSummon(q, 'nightshade-swallow'),
      steps: [
        (g) => void summon(g, 'nightshade-swallow'),
        player.ask,
        (g) => {
          const whose = player.of(g);
          if (whose !== null) discardTopOfDrawPile(g, whose, 1);
        },
      ],
    },
  ],
});

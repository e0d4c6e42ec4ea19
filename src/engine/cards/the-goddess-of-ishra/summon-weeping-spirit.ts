import {
  canSummon,
  chooseCard,
  choosePlayer,
  defineCard,
  discardPileOf,
  focus,
  players,
  removeFromGame,
  summon,
} from '../api';

const onto = choosePlayer('onto', {
  title: 'Summon Weeping Spirit: choose the player whose battlefield it goes onto',
  only: (g, p) => canSummon(g, 'weeping-spirit', p),
});
const pile = choosePlayer('pile', {
  title: 'Summon Weeping Spirit, Focus 1: you may choose a discard pile to remove 1 card of',
  only: (g, p) => focus(g) >= 1 && discardPileOf(g, p).length > 0,
  optional: true,
});
const removed = chooseCard('removed', {
  title: 'Summon Weeping Spirit, Focus 1: choose a card to remove from the game',
  from: (g) => {
    const whose = pile.of(g);
    return whose === null ? [] : discardPileOf(g, whose);
  },
});

/** Summon Weeping Spirit: main - exhaust - 1 charm class: Place a Weeping Spirit conjuration onto a target player's battlefield. Focus 1: You may search a target discard pile for 1 card and remove it from the game. */
export default defineCard({
  stub: 'summon-weeping-spirit',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Weeping Spirit',
      cost: ['[[main]]', '[[exhaust]]', '1 [[charm:class]]'],
      usable: (q) => players(q).some((p) => canSummon(q, 'weeping-spirit', p)),
      steps: [
        onto.ask,
        (g) => {
          const whose = onto.of(g);
          if (whose !== null) summon(g, 'weeping-spirit', whose);
        },
        pile.ask,
        removed.ask,
        (g) => removeFromGame(g, removed.of(g)),
      ],
    },
  ],
});

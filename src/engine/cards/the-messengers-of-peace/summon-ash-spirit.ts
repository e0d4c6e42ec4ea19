import {
  canSummon,
  chooseCard,
  defineCard,
  discardFromHand,
  draw,
  focus,
  handOf,
  opp,
  players,
  rememberNumber,
  summon,
} from '../api';

/** 1 when the opponent could not draw a card. */
const oppCouldNotDraw = rememberNumber('oppCouldNotDraw');

const discarded = chooseCard('discarded', {
  title: 'Summon Ash Spirit: you could not draw a card; discard 1 card of your choice',
  from: (g) => (focus(g) >= 1 && oppCouldNotDraw.of(g) === 1 ? handOf(g, opp(g)) : []),
  by: (g) => opp(g),
});

/**
 * Summon Ash Spirit: main, exhaust, 1 time class: Place an Ash Spirit conjuration onto your
 * battlefield. All players draw 1 card. Focus 1: Then, all opponents that could not draw a
 * card must discard 1 card of their choice from their hand.
 */
export default defineCard({
  stub: 'summon-ash-spirit',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Ash Spirit',
      cost: ['[[main]]', '[[exhaust]]', '1 [[time:class]]'],
      usable: (q) => canSummon(q, 'ash-spirit'),
      steps: [
        (g) => void summon(g, 'ash-spirit'),
        (g) => {
          for (const player of players(g)) {
            const drawn = draw(g, 1, player);
            if (player === opp(g)) oppCouldNotDraw.set(g, drawn === 0 ? 1 : 0);
          }
        },
        discarded.ask,
        (g) => discardFromHand(g, discarded.of(g)),
      ],
    },
  ],
});

import {
  chooseOption,
  choosePlayer,
  chooseShownCard,
  defineCard,
  discardFromHand,
  handOf,
  nameOf,
  phoenixbornOf,
  placeWounds,
} from '../api';

const player = choosePlayer('player', { title: 'Memory Theft: look at whose hand?' });
// The hand is shown to the caster alone, in their prompt.
const card = chooseShownCard('card', {
  title: 'Memory Theft: choose a card of that hand',
  from: (g) => {
    const whose = player.of(g);
    return whose === null ? [] : handOf(g, whose);
  },
});
const discards = chooseOption('discards', {
  title: (g) => {
    const chosen = card.of(g);
    return `Memory Theft: discard ${chosen ? nameOf(g, chosen) : 'it'}, or receive 1 wound?`;
  },
  options: { yes: 'Discard it', no: 'Receive 1 wound' },
  when: (g) => card.of(g) !== null,
  by: (g) => player.of(g) ?? g.me,
});

/** Memory Theft: main, exhaust, 1 charm class: Look at a target player's hand. That player may discard 1 card of your choice from that hand. If they do not or cannot, place 1 wound token on their Phoenixborn. */
export default defineCard({
  stub: 'memory-theft',
  abilities: [
    {
      id: 'memoryTheft',
      name: 'Memory Theft',
      cost: ['[[main]]', '[[exhaust]]', '1 [[charm:class]]'],
      steps: [
        player.ask,
        card.ask,
        discards.ask,
        (g) => {
          const whose = player.of(g);
          if (whose === null) return;
          if (discards.of(g) === 'yes') discardFromHand(g, card.of(g));
          else placeWounds(g, phoenixbornOf(g, whose), 1);
        },
      ],
    },
  ],
});

import {
  chooseCard,
  chooseOption,
  defineCard,
  handOf,
  placeOnDrawPile,
  placeStatus,
  stubOf,
  tokensOn,
  unitsOf,
} from '../api';

const card = chooseCard('card', {
  title: 'Torrent 1: choose a card of your hand to place on your draw pile',
  from: (g) => handOf(g),
});

const end = chooseOption('end', {
  title: 'Torrent 1: place it on the top or bottom of your draw pile?',
  options: { top: 'Top', bottom: 'Bottom' },
  when: (g) => card.of(g) !== null,
});

/** Squall Stallion: Lightning Speed: This unit cannot be targeted by reaction spells an opponent controls. * Torrent 1: side: Place 1 card from your hand on the top or bottom of your draw pile. If you do, place 1 status token on all Squall Stallions you control. * X = the number of status tokens on this unit. */
export default defineCard({
  stub: 'squall-stallion',
  attackX: (q) => tokensOn(q, q.self).status,
  statics: [
    {
      name: 'Lightning Speed',
      appliesTo: (q, unit) => unit === q.self,
      forbids: ['beTargetedByReactionSpells'],
    },
  ],
  abilities: [
    {
      id: 'torrent',
      name: 'Torrent 1',
      cost: ['[[side]]'],
      inexhaustible: true,
      usable: (q) => handOf(q).length > 0,
      steps: [
        card.ask,
        end.ask,
        (g) => {
          const where = end.of(g);
          if (where === null || !placeOnDrawPile(g, card.of(g), where)) return;
          for (const unit of unitsOf(g).filter((u) => stubOf(g, u) === 'squall-stallion'))
            placeStatus(g, unit, 1);
        },
      ],
    },
  ],
});

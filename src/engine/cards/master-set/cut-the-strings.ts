import { registerCard } from '../registry';
import { chooseCard, ctxId, damage } from '../helpers';
import { leavePlay } from '../../ops';
import { targetableBy } from '../../cardinfo';
/** Cut the Strings: main, exhaust, 1 ceremonial class, 1 basic: deal 2 damage to a unit you control. If you do, you may discard a target alteration spell. */
export default registerCard({
  stub: 'cut-the-strings',
  abilities: [
    {
      id: 'cut',
      name: 'Cut the Strings',
      cost: ['[[main]]', '[[exhaust]]', '1 [[ceremonial:class]]', '1 [[basic]]'],
      usable: (q) => q.state.players[q.me].battlefield.length > 0,
      steps: [
        chooseCard('mine', 'Cut the Strings: choose a unit you control', (g) => [
          ...g.state.players[g.me].battlefield,
        ]),
        (g) => {
          if (damage(g, ctxId(g, 'mine'), 2) === 0) return { end: true };
        },
        chooseCard(
          'alteration',
          'Cut the Strings: you may discard an alteration spell',
          (g) =>
            Object.values(g.state.cards)
              .filter(
                (c) =>
                  c.zone === 'attached' && c.host !== null && targetableBy(g.state, c.host, g.me),
              )
              .map((c) => c.uuid),
          { optional: true },
        ),
        (g) => {
          const alteration = ctxId(g, 'alteration');
          if (alteration && g.state.cards[alteration]?.zone === 'attached')
            leavePlay(g.state, g.context, alteration);
        },
      ],
    },
  ],
});

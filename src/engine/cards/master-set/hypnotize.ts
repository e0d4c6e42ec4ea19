import { registerCard } from '../registry';
import { chooseCard, ctxId } from '../helpers';
import { inst } from '../../cardinfo';
import { addLog, cardPart } from '../../log';
/** Hypnotize: side, exhaust, 2 charm class: a target unit you control gains Bypass for the remainder of the turn. */
export default registerCard({
  stub: 'hypnotize',
  abilities: [
    {
      id: 'hypnotize',
      name: 'Hypnotize',
      cost: ['[[side]]', '[[exhaust]]', '2 [[charm:class]]'],
      usable: (q) => q.state.players[q.me].battlefield.length > 0,
      steps: [
        chooseCard('target', 'Hypnotize: choose a unit you control', (g) => [
          ...g.state.players[g.me].battlefield,
        ]),
        (g) => {
          const target = ctxId(g, 'target');
          if (!target) return;
          inst(g.state, target).effects.push({ kind: 'bypass', until: 'turn' });
          addLog(g.state, [
            cardPart(g.context, inst(g.state, target).stub),
            ' gains Bypass this turn',
          ]);
        },
      ],
    },
  ],
});

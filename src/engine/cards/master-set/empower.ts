import { registerCard } from '../registry';
import { button, choice, chooseCard, ctxId, damage, targetUnit } from '../helpers';
import { focusOf, inst } from '../../cardinfo';
/** Empower: main, exhaust, 1 natural class or 1 sympathy class: place 1 status token on a target unit you control. Focus 1: then you may remove any number of status tokens from a unit you control; deal damage to a target unit equal to the number removed. */
export default registerCard({
  stub: 'empower',
  abilities: [
    {
      id: 'empower',
      name: 'Empower',
      cost: ['[[main]]', '[[exhaust]]', ['1 [[natural:class]]', '1 [[sympathy:class]]']],
      usable: (q) => q.state.players[q.me].battlefield.length > 0,
      steps: [
        chooseCard('target', 'Empower: choose a unit you control', (g) => [
          ...g.state.players[g.me].battlefield,
        ]),
        (g) => {
          const target = ctxId(g, 'target');
          if (target) inst(g.state, target).tokens.status += 1;
          if (focusOf(g.state, g.frame.source ?? '') < 1) return { end: true };
        },
        chooseCard(
          'from',
          'Empower: you may remove status tokens from a unit you control',
          (g) =>
            g.state.players[g.me].battlefield.filter((u) => inst(g.state, u).tokens.status > 0),
          { optional: true },
        ),
        (g) => {
          const from = ctxId(g, 'from');
          if (!from) return { end: true };
          if (g.ctx.count !== undefined) return;
          const most = inst(g.state, from).tokens.status;
          return choice(
            'count',
            'How many status tokens to remove?',
            Array.from({ length: most }, (_, i) => button(String(i + 1), String(i + 1))),
          );
        },
        (g) => {
          const from = ctxId(g, 'from');
          const n = Number(g.ctx.count);
          if (from) inst(g.state, from).tokens.status -= n;
        },
        targetUnit('target2', 'Empower: choose a unit to deal that much damage to'),
        (g) => {
          damage(g, ctxId(g, 'target2'), Number(g.ctx.count));
        },
      ],
    },
  ],
});

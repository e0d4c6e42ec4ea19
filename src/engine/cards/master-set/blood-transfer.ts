import { registerCard } from '../registry';
import { chooseCard, ctxId, damage } from '../helpers';
import { removeWounds } from '../../ops';
/** Blood Transfer: side, exhaust, 1 charm class, 1 ceremonial class: deal 2 damage to a target unit you control. If you do, you may remove 2 wound tokens from another unit you control or 1 wound token from your Phoenixborn. */
export default registerCard({
  stub: 'blood-transfer',
  abilities: [
    {
      id: 'transfer',
      name: 'Blood Transfer',
      cost: ['[[side]]', '[[exhaust]]', '1 [[charm:class]]', '1 [[ceremonial:class]]'],
      usable: (q) => q.state.players[q.me].battlefield.length > 0,
      steps: [
        chooseCard('target', 'Blood Transfer: choose a unit you control', (g) => [
          ...g.state.players[g.me].battlefield,
        ]),
        (g) => {
          if (damage(g, ctxId(g, 'target'), 2) === 0) return { end: true };
        },
        chooseCard(
          'heal',
          'Blood Transfer: you may remove 2 wounds from another unit you control or 1 from your Phoenixborn',
          (g) => [
            ...g.state.players[g.me].battlefield.filter((u) => u !== g.ctx.target),
            g.state.players[g.me].phoenixborn,
          ],
          { optional: true },
        ),
        (g) => {
          const heal = ctxId(g, 'heal');
          if (heal) removeWounds(g.state, heal, heal === g.state.players[g.me].phoenixborn ? 1 : 2);
        },
      ],
    },
  ],
});

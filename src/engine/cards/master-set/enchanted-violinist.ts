import { registerCard } from '../registry';
import { chooseCard, ctxId, damage, opp, opponentUnits } from '../helpers';
import { discardTopOfDeck } from '../../ops';
/** Enchanted Violinist: Song of Sorrow: side, exhaust: deal 1 damage to a target unit an opponent controls. If that destroyed the unit, that opponent discards 1 card off the top of their draw pile. */
export default registerCard({
  stub: 'enchanted-violinist',
  abilities: [
    {
      id: 'song',
      name: 'Song of Sorrow',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => opponentUnits(q.state, q.me).length > 0,
      steps: [
        chooseCard('target', 'Song of Sorrow: choose a unit an opponent controls', (g) =>
          opponentUnits(g.state, g.me),
        ),
        (g) => {
          damage(g, ctxId(g, 'target'), 1);
        },
        (g) => {
          const target = String(g.ctx.target);
          if (g.state.cards[target]?.zone !== 'battlefield')
            discardTopOfDeck(g.state, g.context, opp(g), 1);
        },
      ],
    },
  ],
});

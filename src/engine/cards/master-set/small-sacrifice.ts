import { registerCard } from '../registry';
import {
  button,
  choice,
  chooseCard,
  ctxId,
  damage,
  exhaustTokens,
  opponentUnits,
} from '../helpers';
import { focusOf, isExhausted } from '../../cardinfo';
/** Small Sacrifice: main, exhaust, 1 ceremonial class: deal 1 damage to a target unit on your battlefield. If you do, you may deal 1 damage to a target unit on an opponent’s battlefield. Focus 1: if both are unexhausted, you may exhaust both instead. */
export default registerCard({
  stub: 'small-sacrifice',
  abilities: [
    {
      id: 'sacrifice',
      name: 'Small Sacrifice',
      cost: ['[[main]]', '[[exhaust]]', '1 [[ceremonial:class]]'],
      usable: (q) => q.state.players[q.me].battlefield.length > 0,
      steps: [
        chooseCard('mine', 'Small Sacrifice: choose a unit on your battlefield', (g) => [
          ...g.state.players[g.me].battlefield,
        ]),
        chooseCard(
          'theirs',
          "Small Sacrifice: you may choose a unit on an opponent's battlefield",
          (g) => opponentUnits(g.state, g.me),
          { optional: true },
        ),
        (g) => {
          const mine = ctxId(g, 'mine');
          const theirs = ctxId(g, 'theirs');
          const canExhaust =
            focusOf(g.state, g.frame.source ?? '') >= 1 &&
            mine &&
            theirs &&
            !isExhausted(g.state, mine) &&
            !isExhausted(g.state, theirs);
          if (!canExhaust || g.ctx.mode !== undefined) return;
          return choice('mode', 'Small Sacrifice: damage or exhaust both?', [
            button('damage', 'Damage'),
            button('exhaust', 'Exhaust both'),
          ]);
        },
        (g) => {
          const mine = ctxId(g, 'mine');
          const theirs = ctxId(g, 'theirs');
          if (g.ctx.mode === 'exhaust') {
            exhaustTokens(g, mine, 1);
            exhaustTokens(g, theirs, 1);
            return;
          }
          if (damage(g, mine, 1) > 0 || (mine && g.state.cards[mine]?.zone !== 'battlefield'))
            damage(g, theirs, 1);
        },
      ],
    },
  ],
});

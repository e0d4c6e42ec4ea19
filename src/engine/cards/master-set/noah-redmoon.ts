import { registerCard } from '../registry';
import { chooseCard, ctxId, exhaustTokens, opp } from '../helpers';
import { isExhausted } from '../../cardinfo';
import type { GameState, PlayerId } from '../../state';

function readySpells(state: GameState, p: PlayerId): string[] {
  return state.players[p].spellboard.filter((u) => !isExhausted(state, u));
}
/** Noah Redmoon: Shadow Target: side, exhaust, 1 basic: choose a target opponent and place 1 exhaustion token on an unexhausted ready spell they control. */
export default registerCard({
  stub: 'noah-redmoon',
  abilities: [
    {
      id: 'shadowTarget',
      name: 'Shadow Target',
      cost: ['[[side]]', '[[exhaust]]', '1 [[basic]]'],
      usable: (q) => readySpells(q.state, opp(q)).length > 0,
      steps: [
        chooseCard('spell', 'Shadow Target: choose an unexhausted ready spell', (g) =>
          readySpells(g.state, opp(g)),
        ),
        (g) => exhaustTokens(g, ctxId(g, 'spell'), 1),
      ],
    },
  ],
});

import { registerCard } from '../registry';
import { chooseCard, ctxId, damage, opp } from '../helpers';
import { targetableBy } from '../../cardinfo';
/** Sympathy Pain: Reaction: after wound tokens are placed on your Phoenixborn by an attack, spell, ability or dice power an opponent controls, deal 2 damage to a target unit or Phoenixborn that opponent controls. */
export default registerCard({
  stub: 'sympathy-pain',
  reaction: {
    event: 'pbWounded',
    match: (q, e) => e.controller === q.me && e.by === (q.me === 'p1' ? 'p2' : 'p1'),
  },
  effect: [
    chooseCard('target', 'Sympathy Pain: choose a unit or Phoenixborn', (g) => [
      ...g.state.players[opp(g)].battlefield.filter((u) => targetableBy(g.state, u, g.me)),
      g.state.players[opp(g)].phoenixborn,
    ]),
    (g) => {
      damage(g, ctxId(g, 'target'), 2);
    },
  ],
});

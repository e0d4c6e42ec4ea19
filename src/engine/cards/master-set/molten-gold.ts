import { registerCard } from '../registry';
import { chooseCard, ctxId, opponentUnits, wound } from '../helpers';
/** Molten Gold: Place 3 wound tokens on a target unit an opponent controls. */
export default registerCard({
  stub: 'molten-gold',
  playable: (q) => opponentUnits(q.state, q.me).length > 0,
  effect: [
    chooseCard('target', 'Molten Gold: choose a unit an opponent controls', (g) =>
      opponentUnits(g.state, g.me),
    ),
    (g) => wound(g, ctxId(g, 'target'), 3),
  ],
});

import { registerCard } from '../registry';
import { chooseCard, ctxId } from '../helpers';
import { inst } from '../../cardinfo';
import { addLog, cardPart } from '../../log';
/** Seal: Choose a ready spell on a target player's spellboard. Place 1 exhaustion token on it and on each other copy of it on that spellboard. */
export default registerCard({
  stub: 'seal',
  playable: (q) => q.state.players.p1.spellboard.length + q.state.players.p2.spellboard.length > 0,
  effect: [
    chooseCard('spell', 'Seal: choose a ready spell', (g) => [
      ...g.state.players.p1.spellboard,
      ...g.state.players.p2.spellboard,
    ]),
    (g) => {
      const spell = ctxId(g, 'spell');
      if (!spell) return;
      const card = inst(g.state, spell);
      for (const u of g.state.players[card.controller].spellboard) {
        if (inst(g.state, u).stub === card.stub) inst(g.state, u).tokens.exhaustion += 1;
      }
      addLog(g.state, ['Seal exhausts ', cardPart(g.context, card.stub)]);
    },
  ],
});

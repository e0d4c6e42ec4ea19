import { registerCard } from '../registry';
import { inst, isAllyCard } from '../../cardinfo';
import { destroyUnit, moveCard } from '../../ops';
/** Fade Away: Destroy this unit at the end of the round. If the destroyed unit was an ally, remove it from the game. */
export default registerCard({
  stub: 'fade-away',
  triggers: [
    {
      name: 'Fade Away',
      event: 'endOfRound',
      inexhaustible: true,
      match: (q) => q.state.cards[q.self]?.zone === 'attached',
      steps: [
        (g) => {
          const host = inst(g.state, g.frame.source ?? '').host;
          if (!host || g.state.cards[host]?.zone !== 'battlefield') return;
          const ally = isAllyCard(g.state, g.context, host);
          const gone = destroyUnit(g.state, g.context, host, { by: g.me, byEffect: true });
          if (ally && gone && g.state.cards[gone]?.zone === 'discard')
            moveCard(g.state, gone, 'purged');
        },
      ],
    },
  ],
});

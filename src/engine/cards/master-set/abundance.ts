import { chooseNumber, dealDamage, defineCard, draw, focus, opp, phoenixbornOf } from '../api';
import type { PlayerId, Run, Step } from '../api';

/** One player's part: they may draw up to 2; each card not drawn is 1 damage to their Phoenixborn. */
function drawUpToTwo(key: string, who: (g: Run) => PlayerId): Step[] {
  const count = chooseNumber(key, {
    title: 'Abundance: draw up to 2 cards',
    from: () => [0, 1, 2],
    label: (n) => `Draw ${n}`,
    by: who,
  });
  return [
    count.ask,
    (g) => {
      const player = who(g);
      const drawn = draw(g, count.of(g) ?? 0, player);
      const reduction = player === g.me ? Math.min(2, focus(g)) : 0;
      dealDamage(g, phoenixbornOf(g, player), Math.max(0, 2 - drawn - reduction));
    },
  ];
}

/** Abundance: main, exhaust: all players may draw up to 2 cards; for each card they cannot or do not draw, deal 1 damage to their Phoenixborn. Focus 1 and 2 each reduce the damage your Phoenixborn receives from this spell by 1. */
export default defineCard({
  stub: 'abundance',
  abilities: [
    {
      id: 'abundance',
      name: 'Abundance',
      cost: ['[[main]]', '[[exhaust]]'],
      steps: [...drawUpToTwo('mine', (g) => g.me), ...drawUpToTwo('theirs', opp)],
    },
  ],
});

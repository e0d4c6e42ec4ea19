import {
  activeDiceOf,
  alterationsInPlay,
  changeOneDieOfMagic,
  chooseCard,
  defineCard,
  onComesIntoPlay,
  players,
  readySpellsOf,
  removeStatus,
  targetableCards,
  targetableUnits,
  tokensOn,
} from '../api';
import type { Run } from '../api';

/** Units and spells in play with a status token this card may target. */
function prunable(g: Run): string[] {
  const spells = [
    ...players(g).flatMap((p) => readySpellsOf(g, p)),
    ...alterationsInPlay(g).map((a) => a.card),
  ];
  return [...targetableUnits(g), ...targetableCards(g, spells)].filter(
    (card) => tokensOn(g, card).status > 0,
  );
}

const pruned = chooseCard('pruned', {
  title: 'Rose Gardener, Prune 1: you may remove 1 status token from a unit or spell',
  from: prunable,
  optional: true,
});

/**
 * Rose Gardener: Prune 1: When this unit comes into play, you may remove 1 status token from a
 * target unit or spell. Cultivate 1: side: Change 1 charm die in your active pool to a side of
 * your choice.
 */
export default defineCard({
  stub: 'rose-gardener',
  triggers: [
    onComesIntoPlay('Prune 1', [pruned.ask, (g) => void removeStatus(g, pruned.of(g), 1)]),
  ],
  abilities: [
    {
      id: 'cultivate',
      name: 'Cultivate 1',
      cost: ['[[side]]'],
      usable: (q) => activeDiceOf(q).some((d) => d.magic === 'charm'),
      steps: changeOneDieOfMagic('Rose Gardener, Cultivate 1', 'charm'),
    },
  ],
});

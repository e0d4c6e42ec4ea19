import {
  canSummon,
  chooseCard,
  choosePlayer,
  defineCard,
  diceSpentOnCost,
  discardPileOf,
  focus,
  removeFromGame,
  summon,
} from '../api';
import type { Run } from '../api';

/** Focus 1, "if you spent any sympathy power to activate this spell". */
function spentSympathyPower(g: Run): boolean {
  return (
    focus(g) >= 1 && diceSpentOnCost(g).some((d) => d.magic === 'sympathy' && d.level === 'power')
  );
}

const pile = choosePlayer('pile', {
  title:
    "Summon Nightsong Cricket, Focus 1: you may choose a player's discard pile to remove 1 card of",
  only: (g, p) => spentSympathyPower(g) && discardPileOf(g, p).length > 0,
  optional: true,
});
const removed = chooseCard('removed', {
  title: 'Summon Nightsong Cricket, Focus 1: choose a card to remove from the game',
  from: (g) => {
    const whose = pile.of(g);
    return whose === null ? [] : discardPileOf(g, whose);
  },
});

/** Summon Nightsong Cricket: main - exhaust - 1 sympathy class - 1 basic: Place a Nightsong Cricket conjuration onto your battlefield. Focus 1: If you spent any sympathy power to activate this spell, you may search a target player's discard pile for 1 card and remove it from the game. */
export default defineCard({
  stub: 'summon-nightsong-cricket',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Nightsong Cricket',
      cost: ['[[main]]', '[[exhaust]]', '1 [[sympathy:class]]', '1 [[basic]]'],
      usable: (q) => canSummon(q, 'nightsong-cricket'),
      steps: [
        (g) => void summon(g, 'nightsong-cricket'),
        pile.ask,
        removed.ask,
        (g) => removeFromGame(g, removed.of(g)),
      ],
    },
  ],
});

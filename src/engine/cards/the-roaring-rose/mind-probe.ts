import {
  chooseOpponent,
  chooseShownCard,
  defineCard,
  placeOnTopOfDrawPile,
  rememberCards,
  removeFromGame,
  revealTopOfDrawPile,
} from '../api';
import type { Run, Step } from '../api';

const TOP = 5;

const opponent = chooseOpponent('opponent', {
  title: 'Mind Probe: choose a target opponent',
});
const revealed = rememberCards('revealed');
/** The chosen order of the rest, topmost first. */
const order = rememberCards('order');

/** The revealed cards still in the draw pile and not yet placed. */
function unplaced(g: Run): string[] {
  const placed = order.of(g) ?? [];
  return (revealed.of(g) ?? []).filter(
    (card) => g.state.cards[card]?.zone === 'deck' && !placed.includes(card),
  );
}

const removed = chooseShownCard('removed', {
  title: 'Mind Probe: choose a revealed card to remove from the game',
  from: (g) => revealed.of(g) ?? [],
});

/** "Return the rest … in the order of your choice": choose the topmost, then the next, … */
function arrangeRest(): Step[] {
  return Array.from({ length: TOP - 2 }, (_, i) => {
    const next = chooseShownCard(`next${i}`, {
      title: 'Mind Probe: choose the card to return next, from the top down',
      from: (g) => (unplaced(g).length > 1 ? unplaced(g) : []),
    });
    const place: Step = (g) => {
      const card = next.of(g);
      if (card !== null) order.set(g, [...(order.of(g) ?? []), card]);
    };
    return [next.ask, place];
  }).flat();
}

/** Mind Probe: Choose a target opponent to reveal the top 5 cards of their draw pile. Choose 1 of those revealed cards and remove it from the game. Return the rest of the revealed cards to the top of that opponent's draw pile in the order of your choice. */
export default defineCard({
  stub: 'mind-probe',
  effect: [
    opponent.ask,
    (g) => {
      const whose = opponent.of(g);
      if (whose === null) return { end: true };
      revealed.set(g, revealTopOfDrawPile(g, whose, TOP));
    },
    removed.ask,
    (g) => removeFromGame(g, removed.of(g)),
    ...arrangeRest(),
    (g) => {
      const whose = opponent.of(g);
      if (whose !== null) placeOnTopOfDrawPile(g, whose, [...(order.of(g) ?? []), ...unplaced(g)]);
    },
  ],
});

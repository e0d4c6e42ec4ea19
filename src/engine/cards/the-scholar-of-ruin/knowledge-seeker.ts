import {
  arrangeDrawPile,
  chooseShownCard,
  defineCard,
  draw,
  drawPileOf,
  onComesIntoPlay,
  onDestroyed,
  rememberCards,
} from '../api';
import type { Chosen, Run } from '../api';

// The top 3 cards of the draw pile, as they were when looked at.
const looked = rememberCards('looked');

function picked(g: Run, choices: readonly Chosen<string>[]): string[] {
  return choices.flatMap((c) => c.of(g) ?? []);
}

const bottom: Chosen<string>[] = [];
for (const n of [1, 2, 3]) {
  const earlier = [...bottom];
  bottom.push(
    chooseShownCard(`bottom${n}`, {
      title:
        'Knowledge Seeker, Seek 3: you may choose a card to place on the bottom of your draw pile (Skip: the rest go on top)',
      // Asked again only while the previous one placed a card.
      from: (g) =>
        earlier.length > picked(g, earlier).length
          ? []
          : (looked.of(g) ?? []).filter((card) => !picked(g, earlier).includes(card)),
      optional: true,
    }),
  );
}

function staying(g: Run, tops: readonly Chosen<string>[]): string[] {
  const placed = [...picked(g, bottom), ...picked(g, tops)];
  return (looked.of(g) ?? []).filter((card) => !placed.includes(card));
}

const top: Chosen<string>[] = [];
for (const n of [1, 2]) {
  const earlier = [...top];
  top.push(
    chooseShownCard(`top${n}`, {
      title: 'Knowledge Seeker, Seek 3: choose the next card to place on top of your draw pile',
      // With one card left its place is already known.
      from: (g) => (staying(g, earlier).length >= 2 ? staying(g, earlier) : []),
    }),
  );
}

/** Knowledge Seeker: Seek 3: When this unit comes into play, look at the top 3 cards of your draw pile. Place each card on the top or bottom of your draw pile. Bequest 1: When this unit is destroyed, you may draw up to 1 card (inexhaustible). */
export default defineCard({
  stub: 'knowledge-seeker',
  triggers: [
    onComesIntoPlay('Seek 3', [
      (g) => looked.set(g, drawPileOf(g).slice(0, 3)),
      ...bottom.map((c) => c.ask),
      ...top.map((c) => c.ask),
      (g) => arrangeDrawPile(g, [...picked(g, top), ...staying(g, top)], picked(g, bottom)),
    ]),
    onDestroyed('Bequest 1', [(g) => void draw(g, 1)], () => true, true),
  ],
});

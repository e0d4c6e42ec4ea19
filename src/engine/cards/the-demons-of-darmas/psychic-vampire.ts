import { chooseCard, defineCard, discardFromHand, eventOf, handOf, onDestroyed } from '../api';
import type { PlayerId, Run } from '../api';

/** The opponent whose spell, attack, counter, ability or dice power destroyed the vampire. */
function destroyer(g: Run): PlayerId | null {
  return eventOf(g, 'destroyed')?.by ?? null;
}

const discarded = chooseCard('discarded', {
  title: 'Psychic Vampire, Lobotomize: discard 1 card from your hand',
  from: (g) => {
    const opponent = destroyer(g);
    return opponent === null ? [] : handOf(g, opponent);
  },
  by: (g) => destroyer(g) ?? g.me,
});

/** Psychic Vampire: Lobotomize 1: When this unit is destroyed as a result of a spell, attack, counter, ability, or dice power an opponent controls, that opponent must discard 1 card of their choice from their hand. */
export default defineCard({
  stub: 'psychic-vampire',
  triggers: [
    onDestroyed(
      'Lobotomize 1',
      [discarded.ask, (g) => discardFromHand(g, discarded.of(g))],
      (q, e) => e.by !== null && e.by !== q.me,
    ),
  ],
});

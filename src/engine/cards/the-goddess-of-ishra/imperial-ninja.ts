import {
  chooseOpponent,
  chooseOption,
  defineCard,
  discardFromHand,
  discardTopOfDrawPile,
  handOf,
  rememberCards,
  revealRandom,
} from '../api';
import type { Run } from '../api';

const opponent = chooseOpponent('opponent', {
  title: 'Imperial Ninja, Interrogate: choose an opponent to look at a random card of their hand',
});
const looked = rememberCards('looked');

function lookedAt(g: Run): string | null {
  return looked.of(g)?.[0] ?? null;
}

// The opponent answers without being told which card was looked at.
const answer = chooseOption('answer', {
  title:
    'Imperial Ninja, Interrogate: discard 2 cards off the top of your draw pile? If you discard fewer than 2, you discard the card that was looked at',
  options: { deck: 'Discard 2 from draw pile', hand: 'Discard the card looked at' },
  when: (g) => lookedAt(g) !== null,
  by: (g) => opponent.of(g) ?? g.me,
});

/** Imperial Ninja: Interrogate: When this unit is declared as an attacker, look at 1 random card in a target opponent's hand. That target player may discard 2 cards off the top of their draw pile. If they discard fewer than 2 cards, they must discard the looked at card. */
export default defineCard({
  stub: 'imperial-ninja',
  triggers: [
    {
      name: 'Interrogate',
      event: 'attackersDeclared',
      match: (q, e) => e.card === q.self,
      steps: [
        opponent.ask,
        revealRandom('seen', {
          from: (g) => {
            const whose = opponent.of(g);
            return whose === null ? [] : handOf(g, whose);
          },
          title: (name) => `Imperial Ninja, Interrogate: you look at ${name}`,
          remember: looked,
        }),
        answer.ask,
        (g) => {
          const whose = opponent.of(g);
          if (whose === null) return;
          const discarded = answer.of(g) === 'deck' ? discardTopOfDrawPile(g, whose, 2) : 0;
          if (discarded < 2) discardFromHand(g, lookedAt(g));
        },
      ],
    },
  ],
});

import {
  attackAUnitWith,
  canAttackAUnitWith,
  chooseCard,
  defineCard,
  discardPileOf,
  isAlly,
  onComesIntoPlay,
  self,
  shuffleIntoDrawPile,
} from '../api';

const ally = chooseCard('ally', {
  title:
    'Rayward Knight, To Arms: you may shuffle an ally from your discard pile into your draw pile',
  from: (g) => discardPileOf(g).filter((card) => isAlly(g, card)),
  optional: true,
});

/**
 * Rayward Knight: To Arms: When this unit comes into play, you may search your discard pile for
 * an ally and shuffle it into your draw pile. Charge: side: Take an Attack action, targeting a
 * unit and declaring this unit as the attacker.
 */
export default defineCard({
  stub: 'rayward-knight',
  triggers: [
    onComesIntoPlay('To Arms', [
      ally.ask,
      (g) => {
        const chosen = ally.of(g);
        if (chosen) shuffleIntoDrawPile(g, [chosen]);
      },
    ]),
  ],
  abilities: [
    {
      id: 'charge',
      name: 'Charge',
      cost: ['[[side]]'],
      usable: (q) => canAttackAUnitWith(q, q.self),
      steps: [(g) => attackAUnitWith(g, self(g))],
    },
  ],
});

import {
  chooseCard,
  dealDamage,
  defineCard,
  discardTopOfDrawPile,
  drawPileOf,
  eventOf,
  phoenixbornOf,
  targetablePhoenixborns,
} from '../api';

const target = chooseCard('target', {
  title: 'Remorse: choose their Phoenixborn to deal 2 damage to',
  from: (g) => {
    const attacker = eventOf(g, 'attackersDeclared')?.controller;
    return attacker
      ? targetablePhoenixborns(g).filter((pb) => pb === phoenixbornOf(g, attacker))
      : [];
  },
});

/** Remorse: You may play this spell after an opponent declares attackers. That target player must discard 2 cards off the top of their draw pile. Then, if their draw pile is empty, deal 2 damage to their target Phoenixborn. */
export default defineCard({
  stub: 'remorse',
  reaction: {
    event: 'attackersDeclared',
    // One declaration raises an event per attacker: answer it once, on the first.
    match: (q, e) => e.controller !== q.me && q.state.attack?.battles[0]?.attacker === e.card,
  },
  effect: [
    (g) => {
      const attacker = eventOf(g, 'attackersDeclared')?.controller;
      if (!attacker) return { end: true };
      discardTopOfDrawPile(g, attacker, 2);
      if (drawPileOf(g, attacker).length > 0) return { end: true };
    },
    target.ask,
    (g) => void dealDamage(g, target.of(g), 2),
  ],
});

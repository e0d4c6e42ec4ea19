import {
  alterationsInPlay,
  canSummon,
  chooseCard,
  dealDamage,
  defineCard,
  hostOf,
  isAttached,
  phoenixbornOf,
  stubOf,
  summon,
  targetableUnits,
} from '../api';

const target = chooseCard('target', {
  title: 'Red Raindrop: you may deal 1 damage to a target unit',
  from: (g) => targetableUnits(g),
  optional: true,
});

/** Red Raindrop: At the end of the round, you may deal 1 damage to a target unit. Then, if there are 3 Red Raindrops attached to your Phoenixborn, place a Reborn Chimera conjuration onto your battlefield. Spell Guard: This spell cannot be affected by an opponent's spell (inexhaustible). */
export default defineCard({
  stub: 'red-raindrop',
  keywords: { spellGuard: 1 },
  triggers: [
    {
      name: 'Red Raindrop',
      event: 'endOfRound',
      match: (q) => isAttached(q, q.self) && hostOf(q, q.self) === phoenixbornOf(q),
      steps: [
        target.ask,
        (g) => void dealDamage(g, target.of(g), 1),
        (g) => {
          const raindrops = alterationsInPlay(g).filter(
            (a) => a.host === phoenixbornOf(g) && stubOf(g, a.card) === 'red-raindrop',
          );
          if (raindrops.length >= 3 && canSummon(g, 'reborn-chimera')) summon(g, 'reborn-chimera');
        },
      ],
    },
  ],
});

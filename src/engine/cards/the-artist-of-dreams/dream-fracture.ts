import {
  activeDiceOf,
  chooseDie,
  chooseOpponent,
  dealDamage,
  defineCard,
  lowerDie,
  mayChangeDiceOf,
  opponentsOf,
  phoenixbornOf,
} from '../api';
import type { PlayerId, Scope } from '../api';

function hasActiveDice(s: Scope, player: PlayerId): boolean {
  return activeDiceOf(s, player).length > 0;
}

const opponent = chooseOpponent('opponent', {
  title: 'Dream Fracture: choose an opponent with dice in their active pool',
  only: (g, p) => hasActiveDice(g, p),
});
const die = chooseDie('die', {
  title: "Dream Fracture: choose a die in your opponent's active pool to lower",
  from: (g) => {
    const chosen = opponent.of(g);
    if (chosen === null || !mayChangeDiceOf(g, chosen)) return [];
    return activeDiceOf(g, chosen)
      .filter((d) => d.level !== 'basic')
      .map((d) => d.uuid);
  },
});

/** Dream Fracture: main - exhaust: Choose a target opponent that has 1 or more dice in their active pool. Lower 1 die in their active pool one level. Then, deal 1 damage to their target Phoenixborn if they have no dice on their power side in their active pool. */
export default defineCard({
  stub: 'dream-fracture',
  abilities: [
    {
      id: 'fracture',
      name: 'Dream Fracture',
      cost: ['[[main]]', '[[exhaust]]'],
      usable: (q) => opponentsOf(q).some((p) => hasActiveDice(q, p)),
      steps: [
        opponent.ask,
        die.ask,
        (g) => lowerDie(g, die.of(g)),
        (g) => {
          const chosen = opponent.of(g);
          if (chosen === null) return;
          if (activeDiceOf(g, chosen).every((d) => d.level !== 'power'))
            dealDamage(g, phoenixbornOf(g, chosen), 1);
        },
      ],
    },
  ],
});

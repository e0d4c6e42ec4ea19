import {
  activeDiceOf,
  chooseCard,
  chooseDie,
  dealDamage,
  defineCard,
  isExhausted,
  isPlayerTurns,
  markUsedThisTurn,
  spendDie,
  targetablePhoenixborns,
  usedThisTurn,
} from '../api';

const die = chooseDie('die', {
  title: 'Screams of the Departed: spend a die',
  from: (g) => activeDiceOf(g).map((d) => d.uuid),
});
const target = chooseCard('target', {
  title: 'Screams of the Departed: choose a Phoenixborn',
  from: (g) => targetablePhoenixborns(g),
});

/** Jessa Na Ni: Screams of the Departed: once per turn, after a unit is destroyed, you may spend 1 basic to deal 1 damage to a target Phoenixborn. */
export default defineCard({
  stub: 'jessa-na-ni',
  triggers: [
    {
      name: 'Screams of the Departed',
      event: 'destroyed',
      optional: true,
      match: (q) =>
        isPlayerTurns(q) &&
        !isExhausted(q, q.self) &&
        !usedThisTurn(q, 'jessa') &&
        activeDiceOf(q).length > 0,
      steps: [
        die.ask,
        (g) => {
          if (!spendDie(g, die.of(g))) return { end: true };
          markUsedThisTurn(g, 'jessa');
        },
        target.ask,
        (g) => {
          dealDamage(g, target.of(g), 1);
        },
      ],
    },
  ],
});

import { chooseDice, defineCard, lowerDice, lowerableDiceOf, preventDamage } from '../api';

const lowered = chooseDice('lowered', {
  title:
    'Absorption: choose up to 2 non-basic dice in your active pool to lower: 1 damage prevented each',
  from: (g) => lowerableDiceOf(g),
  count: { max: () => 2 },
});

/**
 * Absorption: You may play this spell after a unit or Phoenixborn you control is dealt damage.
 * Lower up to 2 non-basic dice in your active pool one level. For each die, prevent 1 damage
 * from being received.
 */
export default defineCard({
  stub: 'absorption',
  // The damage is held open (`../../held-damage.ts`): the effect prevents 1 per die lowered.
  reaction: {
    event: 'unitDamage',
    alsoPhoenixborn: true,
    match: (q, e) => e.controller === q.me,
    prevents: 'byEffect',
  },
  effect: [
    lowered.ask,
    (g) => {
      const dice = lowered.of(g) ?? [];
      lowerDice(g, dice);
      if (dice.length > 0) preventDamage(g, dice.length);
    },
  ],
});

import {
  addAttackThisTurn,
  attackAPhoenixbornWith,
  attackAUnitWith,
  canAttackAPhoenixbornWith,
  canAttackAUnitWith,
  chooseCard,
  chooseOption,
  dealDamage,
  defineCard,
  isExhausted,
  isOnBattlefield,
  unitsOf,
} from '../api';

const served = chooseCard('served', {
  title: 'Serve the City: choose an unexhausted unit you control to deal 1 damage to',
  from: (g) => unitsOf(g).filter((u) => !isExhausted(g, u)),
});

const attack = chooseOption('attack', {
  title: 'Serve the City: you may take an Attack action with that unit as the only attacker',
  options: { phoenixborn: 'Attack a Phoenixborn', unit: 'Attack a unit', none: "Don't attack" },
  only: (g, value) => {
    const unit = served.of(g);
    if (value === 'none') return true;
    if (unit === null || !isOnBattlefield(g, unit)) return false;
    return value === 'unit' ? canAttackAUnitWith(g, unit) : canAttackAPhoenixbornWith(g, unit);
  },
  when: (g) => {
    const unit = served.of(g);
    return (
      unit !== null &&
      isOnBattlefield(g, unit) &&
      (canAttackAUnitWith(g, unit) || canAttackAPhoenixbornWith(g, unit))
    );
  },
});

/**
 * Serve the City: main - exhaust: Deal 1 damage to an unexhausted unit you control to add 1 to
 * its attack value for the remainder of the turn. If that unit can attack, you may take an
 * Attack action, declaring that unit as the only attacker.
 */
export default defineCard({
  stub: 'serve-the-city',
  abilities: [
    {
      id: 'serve',
      name: 'Serve the City',
      cost: ['[[main]]', '[[exhaust]]'],
      usable: (q) => unitsOf(q).some((u) => !isExhausted(q, u)),
      steps: [
        served.ask,
        (g) => {
          const unit = served.of(g);
          if (unit === null) return { end: true };
          dealDamage(g, unit, 1);
        },
        (g) => {
          // "To": the attack is added only if the damage was dealt and the unit is still there.
          const unit = served.of(g);
          if (unit === null || !isOnBattlefield(g, unit)) return { end: true };
          addAttackThisTurn(g, unit, 1);
        },
        attack.ask,
        (g) => {
          const unit = served.of(g);
          if (unit === null) return;
          if (attack.of(g) === 'unit') attackAUnitWith(g, unit);
          if (attack.of(g) === 'phoenixborn') attackAPhoenixbornWith(g, unit);
        },
      ],
    },
  ],
});

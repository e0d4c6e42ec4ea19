import { chooseCard, dealDamage, defineCard, opponentUnits, whenDeclared } from '../api';

const target = chooseCard('target', {
  title: 'Crystal Archer, Preemptive Shot 1: you may deal 1 damage to a unit an opponent controls',
  from: (g) => opponentUnits(g),
  optional: true,
});

/** Crystal Archer: Preemptive Shot 1: When this unit is declared as an attacker, blocker, or guard, you may deal 1 damage to a target unit an opponent controls. */
export default defineCard({
  stub: 'crystal-archer',
  triggers: [
    whenDeclared(
      'Preemptive Shot 1',
      ['attacker', 'blocker', 'guard'],
      [target.ask, (g) => void dealDamage(g, target.of(g), 1)],
    ),
  ],
});

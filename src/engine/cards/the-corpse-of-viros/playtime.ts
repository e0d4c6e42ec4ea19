import {
  dealDamage,
  defineCard,
  eventOf,
  onDestroyed,
  phoenixbornOf,
  summonFrom,
  whenDeclared,
} from '../api';

/**
 * Playtime: (-1 attack) When this unit is declared as an attacker, blocker, or guard, deal 1
 * damage to your Phoenixborn. When this unit is destroyed, place a Blood Puppet conjuration
 * from the conjuration pile of this spell's owner onto your battlefield.
 */
export default defineCard({
  stub: 'playtime',
  // The host has the alteration's abilities (rules digest §10.3): "your" is its controller.
  grantedTriggers: [
    whenDeclared(
      'Playtime',
      ['attacker', 'blocker', 'guard'],
      [(g) => void dealDamage(g, phoenixbornOf(g), 1)],
    ),
  ],
  triggers: [
    onDestroyed('Playtime: Blood Puppet', [
      (g) => {
        const destroyed = eventOf(g, 'destroyed');
        if (!destroyed) return;
        const at = destroyed.upgradeStubs.indexOf('playtime');
        const owner = destroyed.upgradeOwners?.[at] ?? g.me;
        summonFrom(g, 'blood-puppet', owner, g.me);
      },
    ]),
  ],
});

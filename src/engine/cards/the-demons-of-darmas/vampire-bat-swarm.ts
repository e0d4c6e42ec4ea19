import {
  activeDiceOf,
  chooseDie,
  defineCard,
  groupTactics,
  onDestroyed,
  spendDie,
  summon,
} from '../api';

// A class cost is paid with a class or a power side of its magic.
const die = chooseDie('die', {
  title: 'Vampire Bat Swarm, Swarm: you may spend 1 ceremonial or sympathy class die',
  from: (g) =>
    activeDiceOf(g)
      .filter((d) => (d.magic === 'ceremonial' || d.magic === 'sympathy') && d.level !== 'basic')
      .map((d) => d.uuid),
  decline: 'Skip',
});

/** Vampire Bat Swarm: Group Tactics 1: After you declare three or more attackers, you may add 1 to this unit's attack value for the remainder of the turn. Swarm: When this unit is destroyed, you may spend 1 ceremonial class or 1 sympathy class to place this unit onto your battlefield. */
export default defineCard({
  stub: 'vampire-bat-swarm',
  triggers: [
    groupTactics(1),
    onDestroyed('Swarm', [
      die.ask,
      (g) => {
        if (spendDie(g, die.of(g))) summon(g, 'vampire-bat-swarm');
      },
    ]),
  ],
});

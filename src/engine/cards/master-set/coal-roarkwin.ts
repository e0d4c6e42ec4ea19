import {
  canTarget,
  chooseCard,
  choosePlayer,
  dealDamage,
  defineCard,
  phoenixbornOf,
  unitsOf,
} from '../api';

// "Choose a player" does not target them (rules §15).
const player = choosePlayer('player', { title: 'Slash: choose a player', targets: false });
const target = chooseCard('target', {
  title: 'Slash: choose a unit to deal 1 damage to',
  from: (g) => {
    const chosen = player.of(g);
    if (!chosen) return [];
    const units = unitsOf(g, chosen);
    return units.length > 0 ? units.filter((u) => canTarget(g, u)) : [phoenixbornOf(g, chosen)];
  },
});

/** Coal Roarkwin: Slash: side, 1 discard: choose a player; deal 1 damage to a target unit they control, or to their Phoenixborn if they control no units. */
export default defineCard({
  stub: 'coal-roarkwin',
  abilities: [
    {
      id: 'slash',
      name: 'Slash',
      cost: ['[[side]]', '1 [[discard]]'],
      steps: [
        player.ask,
        target.ask,
        (g) => {
          dealDamage(g, target.of(g), 1);
        },
      ],
    },
  ],
});

import {
  canTarget,
  chooseCard,
  chooseOpponent,
  dealDamage,
  defineCard,
  phoenixbornOf,
  removeStatus,
  tokensOn,
  unitsOf,
} from '../api';

const opponent = chooseOpponent('opponent', {
  title: 'The Awakened State: choose an opponent',
});
const unit = chooseCard('unit', {
  title: 'The Awakened State: choose a unit they control to deal 1 damage to',
  from: (g) => {
    const whose = opponent.of(g);
    return whose === null ? [] : unitsOf(g, whose).filter((u) => canTarget(g, u));
  },
});

/**
 * The Awakened State: conjured alteration spell (Phoenixborn). * side: Remove 1 status token
 * from your Phoenixborn. If you do, choose an opponent. Deal 1 damage to a target unit they
 * control. Deal 1 damage to their target Phoenixborn. * Spell Guard: This spell cannot be
 * affected by an opponent's spell.
 */
export default defineCard({
  stub: 'the-awakened-state',
  keywords: { spellGuard: 1 },
  grantedAbilities: [
    {
      id: 'awakenedState',
      name: 'The Awakened State',
      cost: ['[[side]]'],
      inexhaustible: true,
      usable: (q) => tokensOn(q, phoenixbornOf(q)).status > 0,
      steps: [
        (g) => {
          if (removeStatus(g, phoenixbornOf(g), 1) === 0) return { end: true };
        },
        opponent.ask,
        unit.ask,
        (g) => void dealDamage(g, unit.of(g), 1),
        (g) => {
          const whose = opponent.of(g);
          const pb = whose === null ? null : phoenixbornOf(g, whose);
          if (pb !== null && canTarget(g, pb)) dealDamage(g, pb, 1);
        },
      ],
    },
  ],
});

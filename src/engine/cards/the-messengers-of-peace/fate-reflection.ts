import {
  canTarget,
  chooseCard,
  dealDamage,
  defineCard,
  eventOf,
  preventDamage,
  rememberNumber,
  unitsOf,
} from '../api';

/** The damage prevented, dealt back. */
const amount = rememberNumber('amount');

const target = chooseCard('target', {
  title: 'Fate Reflection: choose a unit that opponent controls to deal the same damage to',
  from: (g) => {
    const by = eventOf(g, 'unitDamage')?.by ?? null;
    return by === null ? [] : unitsOf(g, by).filter((unit) => canTarget(g, unit));
  },
});

/**
 * Fate Reflection: You may play this spell after a unit you control is dealt damage by a spell,
 * ability, or dice power an opponent controls. Prevent that damage from being received, and
 * then deal an equal amount of damage to a target unit that opponent controls.
 */
export default defineCard({
  stub: 'fate-reflection',
  reaction: {
    event: 'unitDamage',
    match: (q, e) => e.controller === q.me && e.byEffect && e.by !== null && e.by !== q.me,
  },
  effect: [
    (g) => {
      preventDamage(g);
      amount.set(g, eventOf(g, 'unitDamage')?.amount ?? 0);
    },
    target.ask,
    (g) => void dealDamage(g, target.of(g), amount.of(g) ?? 0),
  ],
});

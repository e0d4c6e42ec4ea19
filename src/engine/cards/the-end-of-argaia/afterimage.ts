import {
  canTarget,
  chooseCard,
  dealDamage,
  defineCard,
  eventOf,
  isAlly,
  returnToHand,
  unitsOf,
} from '../api';
import type { Run } from '../api';

/** The opponent whose attack, spell, ability or dice power destroyed the ally. */
function destroyer(g: Run) {
  return eventOf(g, 'destroyed')?.by ?? null;
}

const target = chooseCard('target', {
  title: 'Afterimage: choose a unit that opponent controls to deal 2 damage to',
  from: (g) => {
    const by = destroyer(g);
    return by === null ? [] : unitsOf(g, by).filter((unit) => canTarget(g, unit));
  },
});

/** Afterimage: You may play this spell after an ally you control is destroyed as a result of an attack, spell, ability, or dice power an opponent controls. Place that ally into your hand. Deal 2 damage to a target unit that opponent controls. */
export default defineCard({
  stub: 'afterimage',
  reaction: {
    event: 'destroyed',
    match: (q, e) => e.controller === q.me && e.wasAlly && e.by !== null && e.by !== q.me,
  },
  effect: [
    (g) => {
      const ally = eventOf(g, 'destroyed')?.card ?? null;
      if (ally !== null && isAlly(g, ally)) returnToHand(g, ally);
    },
    target.ask,
    (g) => void dealDamage(g, target.of(g), 2),
  ],
});

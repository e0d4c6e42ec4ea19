import { becomeCopy, chooseCard, defineCard, targetableUnits, unitsOf } from '../api';

const mine = chooseCard('mine', {
  title: 'Strange Copy: choose a unit you control',
  from: (g) => unitsOf(g),
});
const target = chooseCard('target', {
  title: 'Strange Copy: choose the unit to copy',
  from: (g) => targetableUnits(g, (u) => u !== mine.of(g)),
});

/** Strange Copy: Reaction: after an opponent declares attackers, a unit you control becomes a copy of a target unit for the remainder of the turn (title, printed abilities and values). */
export default defineCard({
  stub: 'strange-copy',
  reaction: {
    event: 'attackersDeclared',
    match: (q, e) => e.controller !== q.me && unitsOf(q).length > 0,
  },
  effect: [mine.ask, target.ask, (g) => becomeCopy(g, mine.of(g), target.of(g), 'thisTurn')],
});

import {
  chooseCard,
  dealDamage,
  defineCard,
  eventOf,
  phoenixbornOf,
  targetableCards,
  unitsOf,
} from '../api';
import type { Run } from '../api';

/** The units and Phoenixborn of the opponent who passed. */
function theirs(g: Run): string[] {
  const passer = eventOf(g, 'passed')?.player;
  return passer === undefined
    ? []
    : targetableCards(g, [...unitsOf(g, passer), phoenixbornOf(g, passer)]);
}

const target = chooseCard('target', {
  title: 'Fatal Strike: choose a unit or Phoenixborn that opponent controls to deal 2 damage to',
  from: (g) => theirs(g),
});

/** Fatal Strike: You may play this spell after an opponent takes a Pass main action. Deal 2 damage to a target unit or Phoenixborn that opponent controls. */
export default defineCard({
  stub: 'fatal-strike',
  reaction: {
    event: 'passed',
    match: (q, e) => e.player !== q.me,
  },
  effect: [target.ask, (g) => void dealDamage(g, target.of(g), 2)],
});

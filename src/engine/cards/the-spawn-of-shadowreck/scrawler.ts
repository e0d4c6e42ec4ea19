import {
  attackOf,
  chooseCard,
  defineCard,
  exhaust,
  isExhausted,
  onComesIntoPlay,
  stubOf,
  targetableUnits,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

/** Unexhausted units with an attack value less than the number of Scrawlers you control. */
function taggable(s: Scope): string[] {
  const scrawlers = unitsOf(s).filter((u) => stubOf(s, u) === 'scrawler').length;
  return targetableUnits(s, (u) => !isExhausted(s, u) && attackOf(s, u) < scrawlers);
}

const target = chooseCard('target', {
  title: 'Scrawler, Tag 1: choose an unexhausted unit to place 1 exhaustion token on',
  from: taggable,
});

/**
 * Scrawler: Tag 1: When this unit comes into play, place 1 exhaustion token on a target
 * unexhausted unit with an attack value less than the number of Scrawlers you control.
 */
export default defineCard({
  stub: 'scrawler',
  triggers: [onComesIntoPlay('Tag 1', [target.ask, (g) => exhaust(g, target.of(g), 1)])],
});

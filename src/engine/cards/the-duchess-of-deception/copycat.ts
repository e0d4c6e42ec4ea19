import { defineCard, eventOf, resolveCopy } from '../api';

/** Copycat: You may play this spell after an opponent resolves an action spell or activated Phoenixborn ability. Resolve a copy of that spell or ability without paying its play cost or activation cost. */
export default defineCard({
  stub: 'copycat',
  reaction: { event: 'effectResolved', match: (q, e) => e.controller !== q.me },
  effect: [(g) => resolveCopy(g, eventOf(g, 'effectResolved'))],
});

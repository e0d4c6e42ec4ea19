import {
  chooseCard,
  defineAspect,
  exhaust,
  onComesIntoPlay,
  opp,
  phoenixbornOf,
  readySpellsOf,
  unitsOf,
} from '../api';

/**
 * "Any card they control" (aspects.json: the reference's default): their Phoenixborn, units
 * and ready spells.
 */
const exhausted = chooseCard('constrictCard', {
  title: 'Constrict: place 1 exhaustion token on one of your cards',
  from: (g) => [phoenixbornOf(g, opp(g)), ...unitsOf(g, opp(g)), ...readySpellsOf(g, opp(g))],
  by: (g) => opp(g),
});

/**
 * Constrict (aspect): Defender (played as Unit Guard: it guards the Chimera's other aspects).
 * When this aspect is revealed, the opposing player places 1 exhaustion token on a card they
 * control of their choice.
 */
export default defineAspect({
  stub: 'constrict',
  keywords: { unitGuard: 1 },
  triggers: [onComesIntoPlay('Constrict', [exhausted.ask, (g) => exhaust(g, exhausted.of(g))])],
});

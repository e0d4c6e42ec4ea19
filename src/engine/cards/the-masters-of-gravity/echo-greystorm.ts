import {
  chooseCard,
  defineCard,
  exhaust,
  noteForThisTurn,
  notedThisTurn,
  removeExhaustion,
  targetableUnits,
} from '../api';

/** The units Gravity Flux placed a token on this turn, noted under this tag. */
const FLUX = 'gravityFlux';

const target = chooseCard('target', {
  title: 'Gravity Flux: choose a unit to place 1 exhaustion token on',
  from: (g) => targetableUnits(g),
});

/**
 * Echo Greystorm: Gravity Flux: side, exhaust: Place 1 exhaustion token on a target unit. At
 * the end of this turn, remove that same exhaustion token.
 */
export default defineCard({
  stub: 'echo-greystorm',
  abilities: [
    {
      id: 'gravityFlux',
      name: 'Gravity Flux',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => targetableUnits(q).length > 0,
      steps: [
        target.ask,
        (g) => {
          exhaust(g, target.of(g), 1);
          noteForThisTurn(g, FLUX, target.of(g));
        },
      ],
    },
  ],
  triggers: [
    {
      // Echo is exhausted by Gravity Flux's own cost: the token comes off all the same.
      name: 'Gravity Flux',
      event: 'turnEnded',
      inexhaustible: true,
      match: (q, e) => e.player === q.me && notedThisTurn(q, FLUX).length > 0,
      steps: [
        (g) => {
          // A unit that left play is a new card: its token went with it (its id is not noted).
          for (const unit of notedThisTurn(g, FLUX)) removeExhaustion(g, unit, 1);
        },
      ],
    },
  ],
});

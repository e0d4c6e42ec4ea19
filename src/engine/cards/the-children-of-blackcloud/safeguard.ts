import { chooseCard, defineCard, phoenixbornOf, preventDamageFromOpponents, unitsOf } from '../api';

const target = chooseCard('target', {
  title: 'Safeguard: choose a unit or Phoenixborn you control',
  from: (g) => [phoenixbornOf(g), ...unitsOf(g)],
});

/** Safeguard: Choose a target unit or Phoenixborn you control. Until the start of your next turn, prevent all damage dealt to the chosen target by an opponent's attack, spell, ability, or dice power from being received. */
export default defineCard({
  stub: 'safeguard',
  effect: [
    target.ask,
    (g) => preventDamageFromOpponents(g, target.of(g), { untilStartOfNextTurnOf: g.me }),
  ],
});

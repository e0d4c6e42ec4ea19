import {
  chooseCard,
  defineCard,
  hasExhaustedDie,
  hostsForDie,
  keepAstralDiceThisTurn,
  placeExhaustedDieOn,
  unitsOf,
} from '../api';

const unit = chooseCard('unit', {
  title: 'Dodge: choose a unit you control to place an astral die from your exhausted pool onto',
  from: (g) =>
    hasExhaustedDie(g, 'astral')
      ? hostsForDie(g, 'astral').filter((card) => unitsOf(g).includes(card))
      : [],
});

/** Dodge: You may play this spell after an opponent declares attackers. Place an astral die from your exhausted pool onto a unit you control. For the remainder of the turn, astral dice you control do not exhaust when preventing damage from being received. */
export default defineCard({
  stub: 'dodge',
  reaction: {
    event: 'attackersDeclared',
    // One declaration raises an event per attacker: answer it once, on the first.
    match: (q, e) =>
      e.controller !== q.me &&
      q.state.attack?.defender === q.me &&
      q.state.attack.battles[0]?.attacker === e.card,
  },
  effect: [
    unit.ask,
    (g) => {
      placeExhaustedDieOn(g, 'astral', unit.of(g));
      keepAstralDiceThisTurn(g);
    },
  ],
});

import { chooseCard, defineCard, forbid, nameOf, opponentUnits, allUnitsInPlay } from '../api';

const target = chooseCard('target', {
  title:
    'Stand Still: choose a unit an opponent controls: units with its title cannot block this turn',
  from: (g) => opponentUnits(g),
});

/**
 * Stand Still: You may play this spell after you declare attackers. Choose a target unit an
 * opponent controls. Units with that unit's current title cannot be declared as blockers for
 * the remainder of the turn.
 */
export default defineCard({
  stub: 'stand-still',
  reaction: {
    event: 'attackersDeclared',
    // One declaration raises an event per attacker: answer it once, on the first.
    match: (q, e) =>
      e.controller === q.me &&
      q.state.attack?.battles[0]?.attacker === e.card &&
      opponentUnits(q).length > 0,
  },
  effect: [
    target.ask,
    (g) => {
      const chosen = target.of(g);
      if (chosen === null) return;
      // Its title as it is now; every unit in play that bears it (rules digest §15: not targeted).
      const title = nameOf(g, chosen);
      for (const unit of allUnitsInPlay(g))
        if (nameOf(g, unit) === title) forbid(g, unit, ['block'], 'thisTurn');
    },
  ],
});

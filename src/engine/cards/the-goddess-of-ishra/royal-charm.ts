import {
  chooseDie,
  defineCard,
  diceOn,
  dicePowerHasTargets,
  dieOf,
  eventOf,
  placeDieOn,
  resolveDicePower,
  self,
} from '../api';
import type { Run, Scope } from '../api';

/** The charm or divine dice paid on their power side. */
function paidDice(s: Scope, dice: readonly string[]): string[] {
  return dice.filter((d) => {
    const die = dieOf(s, d);
    return (
      die !== null && (die.magic === 'charm' || die.magic === 'divine') && die.level === 'power'
    );
  });
}

function justPaid(g: Run): string[] {
  return paidDice(g, eventOf(g, 'costPaid')?.dice ?? []);
}

function usableDice(s: Scope): string[] {
  return diceOn(s, self(s))
    .map((d) => d.uuid)
    .filter((d) => dicePowerHasTargets(s, d));
}

const paid = chooseDie('paid', {
  title: 'Royal Charm: you may place the die you paid with on this spell',
  from: (g) => justPaid(g),
  decline: 'Skip',
});
const held = chooseDie('held', {
  title: 'Royal Charm: choose a die on this spell to resolve its dice power',
  from: (g) => usableDice(g),
});

/** Royal Charm: After you pay a cost using a charm or divine die on its power side, you may place that die on this spell if it has no dice on it. side - exhaust: Choose a die on this spell and resolve its dice power without paying its cost. */
export default defineCard({
  stub: 'royal-charm',
  triggers: [
    {
      name: 'Royal Charm',
      event: 'costPaid',
      match: (q, e) =>
        e.player === q.me &&
        paidDice(q, e.dice).length > 0 &&
        q.state.players[q.me].spellboard.includes(q.self) &&
        diceOn(q, q.self).length === 0,
      steps: [paid.ask, (g) => void placeDieOn(g, paid.of(g), self(g))],
    },
  ],
  abilities: [
    {
      id: 'resolve',
      name: 'Royal Charm',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => usableDice(q).length > 0,
      steps: [held.ask, (g) => resolveDicePower(g, held.of(g))],
    },
  ],
});

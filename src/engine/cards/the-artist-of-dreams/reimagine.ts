import { chooseDie, defineCard, diceOn, dieOf, eventOf, exhaust, placeDieOn, self } from '../api';
import type { Run, Scope } from '../api';

function isTimeOrIllusionPower(die: { magic: string; level: string }): boolean {
  return (die.magic === 'time' || die.magic === 'illusion') && die.level === 'power';
}

/** The time or illusion power dice just paid for a dice power. */
function paidDice(s: Scope, dice: readonly string[]): string[] {
  return dice.filter((d) => {
    const die = dieOf(s, d);
    return die !== null && isTimeOrIllusionPower(die);
  });
}

function justPaid(g: Run): string[] {
  return paidDice(g, eventOf(g, 'costPaid')?.dice ?? []);
}

const die = chooseDie('die', {
  title: 'Reimagine: you may place the die you paid with and 1 exhaustion token on this spell',
  from: (g) => justPaid(g),
  decline: 'Skip',
});

/** Reimagine: After you pay for a dice power using a time power or illusion power die, you may place that die and 1 exhaustion token on this spell if it has no dice on it. * You may use time power or illusion power dice on this spell to pay the cost of reactions. * Exhaust any dice on this spell during the exhaust dice step of the recovery phase. */
export default defineCard({
  stub: 'reimagine',
  triggers: [
    {
      name: 'Reimagine',
      event: 'costPaid',
      match: (q, e) =>
        e.player === q.me &&
        e.dicePower &&
        paidDice(q, e.dice).length > 0 &&
        q.state.players[q.me].spellboard.includes(q.self) &&
        diceOn(q, q.self).length === 0,
      steps: [
        die.ask,
        (g) => {
          if (placeDieOn(g, die.of(g), self(g))) exhaust(g, self(g), 1);
        },
      ],
    },
  ],
  // The recovery phase returns every die sitting on a card to its owner's exhausted pool.
  diceOnItPayReactions: isTimeOrIllusionPower,
});

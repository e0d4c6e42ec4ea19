import {
  activeDiceOf,
  chooseCard,
  chooseDie,
  defineCard,
  focus,
  forbid,
  gainSideAction,
  spendDie,
  targetableUnits,
} from '../api';

const target = chooseCard('target', {
  title: 'Confusion Spores: choose a unit that cannot block or guard this turn',
  from: (g) => targetableUnits(g),
});
// A class slot takes a power die too (rules digest §8.2).
const extra = chooseDie('extra', {
  title:
    'Confusion Spores, Focus 1: you may spend 1 sympathy class die to take 1 additional side action this turn',
  from: (g) =>
    focus(g) >= 1
      ? activeDiceOf(g)
          .filter((d) => d.magic === 'sympathy' && d.level !== 'basic')
          .map((d) => d.uuid)
      : [],
  decline: 'Skip',
});

/** Confusion Spores: side - exhaust: Target unit cannot block or guard for the remainder of this turn. Focus 1: You may spend an additional 1 sympathy class to take 1 additional side action this turn. */
export default defineCard({
  stub: 'confusion-spores',
  abilities: [
    {
      id: 'confuse',
      name: 'Confusion Spores',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => targetableUnits(q).length > 0,
      steps: [
        target.ask,
        (g) => forbid(g, target.of(g), ['block', 'guard'], 'thisTurn'),
        extra.ask,
        (g) => {
          if (spendDie(g, extra.of(g))) gainSideAction(g);
        },
      ],
    },
  ],
});

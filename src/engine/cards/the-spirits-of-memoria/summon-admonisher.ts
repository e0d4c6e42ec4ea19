import {
  canSummon,
  chooseCard,
  dealDamage,
  defineCard,
  focus,
  rememberText,
  summon,
  targetablePhoenixborns,
} from '../api';

/** Set when no Admonisher could be placed. */
const couldNot = rememberText('couldNot');

const target = chooseCard('target', {
  title: 'Summon Admonisher, Focus 1: choose a Phoenixborn to deal 1 damage to',
  from: (g) => (couldNot.of(g) !== null ? targetablePhoenixborns(g) : []),
});

/** Summon Admonisher: main, exhaust, 1 divine class: Place an Admonisher conjuration onto your battlefield. Focus 1: If you cannot, deal 1 damage to a target Phoenixborn. */
export default defineCard({
  stub: 'summon-admonisher',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Admonisher',
      cost: ['[[main]]', '[[exhaust]]', '1 [[divine:class]]'],
      usable: (q) => canSummon(q, 'admonisher') || focus(q) >= 1,
      steps: [
        (g) => {
          if (summon(g, 'admonisher') === null && focus(g) >= 1) couldNot.set(g, 'yes');
        },
        target.ask,
        (g) => void dealDamage(g, target.of(g), 1),
      ],
    },
  ],
});

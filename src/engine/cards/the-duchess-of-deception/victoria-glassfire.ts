import {
  activeDiceOf,
  changeableDiceOf,
  chooseDice,
  chooseOpponent,
  defineCard,
  rememberNumber,
  rerollDice,
} from '../api';

const opponent = chooseOpponent('opponent', {
  title: 'Surprise!: choose an opponent whose dice to re-roll',
});
const theirs = chooseDice('theirs', {
  title: "Surprise!: choose up to 4 dice of the opponent's active pool to re-roll",
  // Law of Assurance: an opponent's dice may not be re-rolled, so none is offered.
  from: (g) => {
    const whose = opponent.of(g);
    return whose === null ? [] : changeableDiceOf(g, whose);
  },
  count: { max: () => 4 },
});
const rerolled = rememberNumber('rerolled');
const mine = chooseDice('mine', {
  title: (g) => `Surprise!: choose ${rerolled.of(g) ?? 0} dice of your active pool to re-roll`,
  from: (g) => activeDiceOf(g).map((d) => d.uuid),
  count: { exactly: (g) => rerolled.of(g) ?? 0 },
});

/** Victoria Glassfire: Surprise!: side, exhaust, 1 illusion class: Re-roll up to 4 dice in a target opponent's active pool. Re-roll an equal number of dice in your active pool. */
export default defineCard({
  stub: 'victoria-glassfire',
  abilities: [
    {
      id: 'surprise',
      name: 'Surprise!',
      cost: ['[[side]]', '[[exhaust]]', '1 [[illusion:class]]'],
      steps: [
        opponent.ask,
        theirs.ask,
        (g) => rerolled.set(g, rerollDice(g, theirs.of(g) ?? [])),
        mine.ask,
        (g) => void rerollDice(g, mine.of(g) ?? []),
      ],
    },
  ],
});

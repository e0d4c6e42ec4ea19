import {
  activeDiceOf,
  chooseCard,
  chooseDie,
  chooseOpponent,
  chooseOption,
  choosePlayer,
  defineCard,
  discardPileOf,
  mayChangeDiceOf,
  onDestroyed,
  returnToHand,
  setDieSide,
} from '../api';

const SIDES = { power: 'Power', class: 'Class', basic: 'Basic' } as const;

const dicePlayer = choosePlayer('dicePlayer', {
  title: 'Polyphony: choose a player whose active pool you change 1 die of',
  only: (g, p) => mayChangeDiceOf(g, p) && activeDiceOf(g, p).length > 0,
});
const die = chooseDie('die', {
  title: 'Polyphony: choose a die to change',
  from: (g) => {
    const whose = dicePlayer.of(g);
    return whose === null ? [] : activeDiceOf(g, whose).map((d) => d.uuid);
  },
});
const side = chooseOption('side', {
  title: 'Polyphony: choose a side for that die',
  options: SIDES,
  when: (g) => die.of(g) !== null,
});

const opponent = chooseOpponent('opponent', {
  title: 'Renewed Harmony: choose an opponent to exchange discard pile cards with',
});
// Each player picks in the other's discard pile; the card goes back to its owner's hand.
const mine = chooseCard('mine', {
  title: "Renewed Harmony: choose a card in your opponent's discard pile to place into their hand",
  from: (g) => {
    const whose = opponent.of(g);
    return whose === null ? [] : discardPileOf(g, whose);
  },
});
const theirs = chooseCard('theirs', {
  title: "Renewed Harmony: choose a card in your opponent's discard pile to place into their hand",
  from: (g) => (opponent.of(g) === null ? [] : discardPileOf(g)),
  by: (g) => opponent.of(g) ?? g.me,
});

/** Nightsong Cricket: Polyphony: When this unit is destroyed, change 1 die in a target player's active pool to a side of your choice. Renewed Harmony: When this unit is destroyed, you and a target opponent each choose a card in the other's discard pile. Place the chosen cards into their owner's hand. */
export default defineCard({
  stub: 'nightsong-cricket',
  triggers: [
    onDestroyed('Polyphony', [
      dicePlayer.ask,
      die.ask,
      side.ask,
      (g) => {
        const chosen = die.of(g);
        const level = side.of(g);
        if (chosen !== null && level !== null) setDieSide(g, chosen, level);
      },
    ]),
    onDestroyed('Renewed Harmony', [
      opponent.ask,
      mine.ask,
      theirs.ask,
      (g) => {
        returnToHand(g, mine.of(g));
        returnToHand(g, theirs.of(g));
      },
    ]),
  ],
});

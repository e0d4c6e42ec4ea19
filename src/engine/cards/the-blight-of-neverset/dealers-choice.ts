import {
  chooseCard,
  chooseOpponent,
  defineCard,
  exhaust,
  opponentsOf,
  phoenixbornOf,
  readySpellsOf,
  unitsOf,
} from '../api';
import type { PlayerId, Run, Scope } from '../api';

const opponent = chooseOpponent('opponent', {
  title: "Dealer's Choice: choose a target opponent",
  only: (g, p) => unitsOf(g, p).length > 0,
});

function chosenOpponent(g: Run): PlayerId | null {
  return opponent.of(g);
}

/** The cards a player controls: their Phoenixborn, units and ready spells. */
function cardsControlledBy(s: Scope, player: PlayerId): string[] {
  return [phoenixbornOf(s, player), ...unitsOf(s, player), ...readySpellsOf(s, player)];
}

// "Choose", not "target": the cards are chosen, the opponent is the target.
const unit = chooseCard('unit', {
  title: "Dealer's Choice: choose a unit that opponent controls",
  from: (g) => {
    const whose = chosenOpponent(g);
    return whose ? unitsOf(g, whose) : [];
  },
  targets: false,
});
const other = chooseCard('other', {
  title: "Dealer's Choice: choose another card that opponent controls",
  from: (g) => {
    const whose = chosenOpponent(g);
    return whose ? cardsControlledBy(g, whose).filter((c) => c !== unit.of(g)) : [];
  },
  targets: false,
});
const exhausted = chooseCard('exhausted', {
  title: "Dealer's Choice: choose one of the chosen cards to place 1 exhaustion token on",
  from: (g) => {
    const first = unit.of(g);
    const second = other.of(g);
    return first && second ? [first, second] : [];
  },
  by: (g) => chosenOpponent(g) ?? g.me,
  targets: false,
});

/**
 * Dealer's Choice: Choose two cards a target opponent controls, at least one of which must be
 * a unit. If you do, that opponent must place 1 exhaustion token on one of the chosen cards.
 */
export default defineCard({
  stub: 'dealers-choice',
  playable: (q) => opponentsOf(q).some((p) => unitsOf(q, p).length > 0),
  effect: [
    opponent.ask,
    unit.ask,
    other.ask,
    exhausted.ask,
    (g) => {
      const card = exhausted.of(g);
      if (card) exhaust(g, card);
    },
  ],
});

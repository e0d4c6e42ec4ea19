import {
  chooseCard,
  chooseOption,
  defineCard,
  moveToken,
  self,
  targetableUnits,
  tokensOn,
} from '../api';
import type { Scope, TokenKind } from '../api';

type Move = 'takeWound' | 'takeStatus' | 'giveWound' | 'giveStatus';

const MOVES: Readonly<Record<Move, { kind: TokenKind; onto: boolean }>> = {
  takeWound: { kind: 'damage', onto: true },
  takeStatus: { kind: 'status', onto: true },
  giveWound: { kind: 'damage', onto: false },
  giveStatus: { kind: 'status', onto: false },
};

/** Units the token may move between: another unit that holds it (onto this one), or any other unit. */
function partners(s: Scope, move: Move): string[] {
  const { kind, onto } = MOVES[move];
  const me = self(s);
  if (!onto && tokensOn(s, me)[kind] === 0) return [];
  return targetableUnits(s, (u) => u !== me && (!onto || tokensOn(s, u)[kind] > 0));
}

function isMove(value: string): value is Move {
  return Object.prototype.hasOwnProperty.call(MOVES, value);
}

const move = chooseOption('move', {
  title: 'Exchange Link: move which token, and which way?',
  options: {
    takeWound: 'A wound onto String Mage',
    takeStatus: 'A status token onto String Mage',
    giveWound: 'A wound from String Mage',
    giveStatus: 'A status token from String Mage',
  },
  only: (g, value) => partners(g, value).length > 0,
});

const target = chooseCard('target', {
  title: 'Exchange Link: choose a target unit',
  from: (g) => {
    const chosen = move.of(g);
    return chosen === null ? [] : partners(g, chosen);
  },
});

/** String Mage: Exchange Link 1: side: Move 1 wound or status token from a target unit onto this unit, or move 1 wound or status token from this unit onto a target unit. */
export default defineCard({
  stub: 'string-mage',
  abilities: [
    {
      id: 'exchangeLink',
      name: 'Exchange Link 1',
      cost: ['[[side]]'],
      usable: (q) => Object.keys(MOVES).some((m) => isMove(m) && partners(q, m).length > 0),
      steps: [
        move.ask,
        target.ask,
        (g) => {
          const chosen = move.of(g);
          const unit = target.of(g);
          if (chosen === null || unit === null) return;
          const { kind, onto } = MOVES[chosen];
          if (onto) moveToken(g, kind, unit, self(g));
          else moveToken(g, kind, self(g), unit);
        },
      ],
    },
  ],
});

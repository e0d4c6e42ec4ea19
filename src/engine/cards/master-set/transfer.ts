import {
  chooseCard,
  chooseOption,
  controllerOf,
  defineCard,
  moveToken,
  nonPhoenixbornCardsInPlay,
  tokensOn,
} from '../api';
import type { Scope } from '../api';

function withTokens(s: Scope): string[] {
  return nonPhoenixbornCardsInPlay(s).filter((u) => {
    const t = tokensOn(s, u);
    return t.damage + t.exhaustion + t.status > 0;
  });
}

/** The other non-Phoenixborn cards of the player who controls this one. */
function othersOf(s: Scope, from: string): string[] {
  const controller = controllerOf(s, from);
  return nonPhoenixbornCardsInPlay(s).filter(
    (u) => u !== from && controllerOf(s, u) === controller,
  );
}

function sources(s: Scope): string[] {
  return withTokens(s).filter((u) => othersOf(s, u).length > 0);
}

const from = chooseCard('from', {
  title: 'Transfer: choose a card to move a token from',
  from: sources,
});
const token = chooseOption('token', {
  title: 'Which token?',
  options: { damage: 'Wound', exhaustion: 'Exhaustion', status: 'Status' },
  only: (g, kind) => {
    const card = from.of(g);
    return card !== null && tokensOn(g, card)[kind] > 0;
  },
});
const to = chooseCard('to', {
  title: 'Transfer: choose a card to move it onto',
  from: (g) => {
    const card = from.of(g);
    return card && token.of(g) ? othersOf(g, card) : [];
  },
});

/** Transfer: Move 1 token from a target player's non-Phoenixborn card onto another non-Phoenixborn card that player controls. */
export default defineCard({
  stub: 'transfer',
  playable: (q) => sources(q).length > 0,
  effect: [
    from.ask,
    token.ask,
    to.ask,
    (g) => {
      const kind = token.of(g);
      if (kind) moveToken(g, kind, from.of(g), to.of(g));
    },
  ],
});

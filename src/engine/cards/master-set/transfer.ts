import { registerCard } from '../registry';
import { button, choice, chooseCard, ctxId } from '../helpers';
import { inst } from '../../cardinfo';
import { addLog, cardPart } from '../../log';
import type { GameState } from '../../state';
import type { Tokens } from '../../state';

function withTokens(state: GameState): string[] {
  return Object.values(state.cards)
    .filter((c) => ['battlefield', 'spellboard', 'attached'].includes(c.zone))
    .filter((c) => c.tokens.damage + c.tokens.exhaustion + c.tokens.status > 0)
    .map((c) => c.uuid);
}

function othersOf(state: GameState, from: string): string[] {
  const controller = inst(state, from).controller;
  return Object.values(state.cards)
    .filter(
      (c) =>
        c.controller === controller &&
        c.uuid !== from &&
        ['battlefield', 'spellboard', 'attached'].includes(c.zone),
    )
    .map((c) => c.uuid);
}
/** Transfer: Move 1 token from a target player's non-Phoenixborn card onto another non-Phoenixborn card that player controls. */
export default registerCard({
  stub: 'transfer',
  playable: (q) => withTokens(q.state).some((u) => othersOf(q.state, u).length > 0),
  effect: [
    chooseCard('from', 'Transfer: choose a card to move a token from', (g) =>
      withTokens(g.state).filter((u) => othersOf(g.state, u).length > 0),
    ),
    (g) => {
      const from = ctxId(g, 'from');
      if (!from) return { end: true };
      if (g.ctx.token !== undefined) return;
      const tokens = inst(g.state, from).tokens;
      const kinds = (['damage', 'exhaustion', 'status'] as const).filter((k) => tokens[k] > 0);
      return choice(
        'token',
        'Which token?',
        kinds.map((k) =>
          button(k, k === 'damage' ? 'Wound' : k === 'exhaustion' ? 'Exhaustion' : 'Status'),
        ),
      );
    },
    chooseCard('to', 'Transfer: choose a card to move it onto', (g) =>
      othersOf(g.state, String(g.ctx.from)),
    ),
    (g) => {
      const from = ctxId(g, 'from');
      const to = ctxId(g, 'to');
      const token = String(g.ctx.token) as keyof Tokens;
      if (!from || !to || inst(g.state, from).tokens[token] <= 0) return;
      inst(g.state, from).tokens[token] -= 1;
      inst(g.state, to).tokens[token] += 1;
      addLog(g.state, [
        `Transfer moves a ${token} token from `,
        cardPart(g.context, inst(g.state, from).stub),
        ' to ',
        cardPart(g.context, inst(g.state, to).stub),
      ]);
    },
  ],
});

/**
 * The side "the opposing player puts N wound tokens on their Phoenixborn or on their
 * rightmost unit (their choice)" (Lordswall phase II): the player's prompt, sourced from the
 * Chimera's Behaviour card; with no unit the wounds go on the Phoenixborn.
 */
import { button, choice } from '../decisions';
import { addLog, cardPart, playerPart } from '../log';
import { placeWounds } from '../ops';
import { defineProc } from '../runner';
import type { Run } from '../runner';
import { cardData } from '../context';
import { requireChimera } from './chimera-state';

function behaviourCard(g: Run): string | null {
  const { seat } = requireChimera(g.state);
  return (
    g.state.players[seat].spellboard.find(
      (u) => cardData(g.context, g.state.cards[u]?.stub ?? '').type === 'Behaviour',
    ) ?? null
  );
}

function woundTarget(g: Run, answer: string): string {
  const player = g.state.players[g.me];
  const unit = player.battlefield.at(-1);
  return answer === 'unit' && unit !== undefined ? unit : player.phoenixborn;
}

/** Run as the opposing player; ctx: amount, wound (the answer). */
defineProc('chimeraPlaceWound', [
  (g) => {
    // A step that asks runs again once answered.
    if (g.ctx.wound !== undefined) return;
    const player = g.state.players[g.me];
    const unit = player.battlefield.at(-1);
    const amount = Number(g.ctx.amount ?? 1);
    if (unit === undefined) {
      g.ctx.wound = 'phoenixborn';
      return;
    }
    return choice(
      'wound',
      `Put ${amount} ${amount === 1 ? 'wound' : 'wounds'} on your Phoenixborn or your rightmost unit`,
      [
        button('phoenixborn', 'Phoenixborn', player.phoenixborn),
        button('unit', 'Rightmost unit', unit),
      ],
      { source: behaviourCard(g) },
    );
  },
  (g) => {
    const target = woundTarget(g, String(g.ctx.wound));
    const amount = Number(g.ctx.amount ?? 1);
    placeWounds(g.state, target, amount, { by: requireChimera(g.state).seat, byEffect: true });
    addLog(g.state, [
      playerPart(g.state, g.me),
      ` puts ${amount} ${amount === 1 ? 'wound' : 'wounds'} on `,
      cardPart(g.context, g.state.cards[target]?.stub ?? ''),
    ]);
  },
]);

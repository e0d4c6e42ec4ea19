import { describe, expect, it } from 'vitest';
import type { ApiCard } from '../../../protocol/cards';
import { apiCard } from '../../testing/apiCard';
import { summariseAutomation } from './automation';

function card(stub: string, deckType: ApiCard['deckType'], automated: boolean): ApiCard {
  return apiCard(stub, { name: stub.toUpperCase(), deckType, automated });
}

describe('summariseAutomation', () => {
  it("counts the player cards by the catalogue's automated flag, listing the automated by name", () => {
    const cards = Object.fromEntries(
      [
        card('zebra', 'player', true),
        card('anchornaut', 'player', true),
        card('cut', 'player', false),
        card('rampage', 'chimera', true),
      ].map((c) => [c.stub, c]),
    );
    const summary = summariseAutomation(cards);
    expect(summary.total).toBe(3);
    expect(summary.manual).toBe(1);
    expect(summary.automated.map((c) => c.stub)).toEqual(['anchornaut', 'zebra']);
  });

  it('is all zero for an empty catalogue', () => {
    expect(summariseAutomation({})).toEqual({ total: 0, automated: [], manual: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { parseLobbyEvent, parseNodeCommand } from './bus';

describe('the rematch messages of the bus', () => {
  it('reads a node telling its lobby a rematch was agreed', () => {
    const raw = JSON.stringify({ type: 'rematchAgreed', node: 'n1', gameId: 'g1' });
    expect(parseLobbyEvent(raw)).toEqual({
      ok: true,
      message: { type: 'rematchAgreed', node: 'n1', gameId: 'g1' },
    });
    expect(parseLobbyEvent(JSON.stringify({ type: 'rematchAgreed', node: 'n1' })).ok).toBe(false);
  });

  it('reads a lobby calling a rematch off, with a short reason', () => {
    const message = { type: 'callOffRematch', gameId: 'g1', reason: 'Bob left' };
    expect(parseNodeCommand(JSON.stringify(message))).toEqual({ ok: true, message });
    for (const reason of ['', 'x'.repeat(201), 7]) {
      expect(parseNodeCommand(JSON.stringify({ ...message, reason })).ok).toBe(false);
    }
  });
});

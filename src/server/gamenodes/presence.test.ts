import { describe, expect, it } from 'vitest';
import { PlayerPresence, withDeckNotes, withPresence } from './presence';

const AWOL_MS = 1000;
const START = 1_700_000_000_000;

describe('player presence', () => {
  it('marks a player disconnected when their last socket closes and awol after the awol time', () => {
    const presence = new PlayerPresence(['Alice', 'Bob'], AWOL_MS, START);
    // Not connected yet, but not gone long enough to be marked.
    expect(presence.markers('Bob', START + 10)).toEqual({ disconnected: false, awol: false });
    presence.connected('Bob');
    presence.connected('Bob');
    expect(presence.disconnected('Bob', START + 100)).toBe(false);
    expect(presence.markers('Bob', START + 100)).toEqual({ disconnected: false, awol: false });
    expect(presence.disconnected('Bob', START + 200)).toBe(true);
    expect(presence.markers('Bob', START + 300)).toEqual({ disconnected: true, awol: false });
    expect(presence.markers('Bob', START + 200 + AWOL_MS)).toEqual({
      disconnected: true,
      awol: true,
    });
    presence.connected('Bob');
    expect(presence.markers('Bob', START + 5000)).toEqual({ disconnected: false, awol: false });
  });

  it('counts a player who never came as awol, and knows when everyone is', () => {
    const presence = new PlayerPresence(['Alice', 'Bob'], AWOL_MS, START);
    presence.connected('Alice');
    expect(presence.markers('Bob', START + AWOL_MS)).toEqual({ disconnected: true, awol: true });
    expect(presence.allAwol(START + AWOL_MS)).toBe(false);
    presence.disconnected('Alice', START + AWOL_MS);
    expect(presence.allAwol(START + AWOL_MS + 10)).toBe(false);
    expect(presence.allAwol(START + 2 * AWOL_MS)).toBe(true);
    // Spectators are not tracked.
    presence.connected('Carol');
    expect(presence.isPlayer('Carol')).toBe(false);
    expect(presence.disconnected('Carol')).toBe(false);
  });

  it('lays the markers over the players of a view without touching the rest', () => {
    const presence = new PlayerPresence(['Alice', 'Bob'], AWOL_MS, START);
    presence.connected('Alice');
    presence.connected('Bob');
    presence.disconnected('Bob', START);
    const view = {
      round: 2,
      players: {
        Alice: { name: 'Alice', disconnected: false, awol: false, life: 20 },
        Bob: { name: 'Bob', disconnected: false, awol: false, life: 18 },
        Chimera: { name: 'Chimera', disconnected: false, awol: false },
      },
    };
    const shown = withPresence(view, presence, START + 10);
    expect(shown).toEqual({
      round: 2,
      players: {
        Alice: { name: 'Alice', disconnected: false, awol: false, life: 20 },
        Bob: { name: 'Bob', disconnected: true, awol: false, life: 18 },
        Chimera: { name: 'Chimera', disconnected: false, awol: false },
      },
      spectators: [],
    });
    expect(withPresence(view, presence, START + 10, ['Carol'])).toMatchObject({
      spectators: [{ id: 'Carol', name: 'Carol' }],
    });
    // The engine's view object is not changed.
    expect(view.players.Bob.disconnected).toBe(false);
    expect(withPresence('not a view', presence)).toBe('not a view');
  });

  it("puts deck notes on the viewer's own entry only", () => {
    const view = { players: { Alice: { name: 'Alice' }, Bob: { name: 'Bob' } } };
    expect(withDeckNotes(view, 'Alice', 'Mulligan hard')).toEqual({
      players: { Alice: { name: 'Alice', deckNotes: 'Mulligan hard' }, Bob: { name: 'Bob' } },
    });
    expect(withDeckNotes(view, null, 'Mulligan hard')).toBe(view);
    expect(withDeckNotes(view, 'Alice', '')).toBe(view);
    expect(withDeckNotes(view, 'Carol', 'Mulligan hard')).toBe(view);
  });
});

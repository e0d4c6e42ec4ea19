import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import {
  lastSideStanding,
  leadPlayer,
  nextPlayer,
  nextSide,
  opponentsOf,
  playersOf,
  turnOrderFrom,
} from './sides';
import { createGame } from './game';
import { engineContext } from './standard-context';
import { preconGameSetup, testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';

let catalogue: Record<string, Card>;

beforeAll(async () => {
  catalogue = await testCatalogue();
});

describe('sides', () => {
  it("a PvP game (the default mode) seats each player on a side of their own, in the setup's order", async () => {
    const setup = await preconGameSetup('sides', 1, 2);
    const state = createGame({ ...setup, mode: 'pvp' }, engineContext(catalogue));
    expect(state.sides).toEqual([{ players: ['p1'] }, { players: ['p2'] }]);
    expect(state.stack[0]?.proc).toBe('game');
    expect(state.decision?.player).toBe('p1');
    expect(createGame(setup, engineContext(catalogue)).sides).toEqual(state.sides);
  });

  it('the turn order, the opponents and the lead follow the list of sides', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin' },
      p2: { phoenixborn: 'maeoni-viper' },
      sides: [['p2'], ['p1']],
    });
    const [bobs, alices] = s.state.sides;
    expect(playersOf(s.state)).toEqual(['p2', 'p1']);
    expect(leadPlayer(s.state)).toBe('p2');
    expect(turnOrderFrom(s.state, 'p1')).toEqual(['p1', 'p2']);
    expect(nextPlayer(s.state, 'p1')).toBe('p2');
    expect(bobs && nextSide(s.state, bobs)).toBe(alices);
    expect(opponentsOf(s.state, 'p2')).toEqual(['p1']);
    // Views list the players in the order of the sides.
    expect(Object.keys(s.view('p1').players)).toEqual(['bob', 'alice']);
  });

  it('seats on one side take turns one after the other and have nobody to attack', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight'] },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['iron-worker'] },
      sides: [['p1', 'p2']],
    });
    expect(opponentsOf(s.state, 'p1')).toEqual([]);
    expect(s.offers('Attack Phoenixborn')).toBe(false);
    expect(s.offers('Attack a unit')).toBe(false);
    s.button('Pass').button('End Turn');
    expect(s.state.turn?.player).toBe('p2');
    expect(s.offers('Attack Phoenixborn')).toBe(false);
  });

  it('a side falls with any of its seats; the last side standing wins', () => {
    const apart = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin' },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    expect(lastSideStanding(apart.state, [])).toBeNull();
    expect(lastSideStanding(apart.state, ['p1'])).toBe('p2');
    const together = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin' },
      p2: { phoenixborn: 'maeoni-viper' },
      sides: [['p2', 'p1']],
    });
    expect(lastSideStanding(together.state, [])).toBe('p2');
    expect(lastSideStanding(together.state, ['p1'])).toBeNull();
  });

  it('the ending follows the list: a Phoenixborn destroyed on the attacked side hands the game to the other', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight'] },
      p2: { phoenixborn: 'maeoni-viper', pbDamage: 18 },
      sides: [['p2'], ['p1']],
    });
    s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
    s.button('Done');
    expect(s.state.winner).toBe('p1');
    expect(s.state.winReason).toBe('Phoenixborn destroyed');
  });

  it('an engine-driven side first in the list plays its turns inside the run', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin' },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['iron-worker'], driver: 'engine' },
      sides: [['p2'], ['p1']],
      firstPlayer: 'p2',
    });
    // Bob's turn was taken by the engine before anyone sent a command: alice is asked next.
    expect(s.state.log.some((l) => l.activePlayer === 'bob')).toBe(true);
    expect(s.prompt().player).toBe('p1');
    expect(s.state.turn?.player).toBe('p1');
  });
});

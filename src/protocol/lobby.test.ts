import { describe, expect, it } from 'vitest';
import { gameLink, gameNodePath, handoffOrigin } from './lobby';

const handoff = {
  address: 'node1.example.com',
  authToken: 't',
  user: 'alice',
  gameId: 'g1',
  name: 'node1',
};

describe('lobby links and handoffs', () => {
  it('links a game by its id, encoded', () => {
    expect(gameLink('https://ashtable.example', 'abc-1')).toBe(
      'https://ashtable.example/play?gameId=abc-1',
    );
    expect(gameLink('http://localhost:4000', 'a b&c')).toBe(
      'http://localhost:4000/play?gameId=a%20b%26c',
    );
  });

  it('leaves the standard ports out of a game node origin', () => {
    expect(handoffOrigin({ ...handoff, port: 443 }, true)).toBe('https://node1.example.com');
    expect(handoffOrigin({ ...handoff, port: 80 }, false)).toBe('http://node1.example.com');
    expect(handoffOrigin({ ...handoff, port: 9500 }, false)).toBe('http://node1.example.com:9500');
    expect(handoffOrigin(handoff, true)).toBe('https://node1.example.com');
    expect(gameNodePath('node1')).toBe('/node1/socket.io');
  });
});

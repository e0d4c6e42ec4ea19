import { describe, expect, it } from 'vitest';
import { LOBBY_CLIENT_MESSAGE_TYPES, parseLobbyClientMessage } from './lobby-client';
import type { LobbyClientMessage, LobbyClientMessageType } from './lobby-client';
import { writeLobbyClientMessage } from './lobby-client-writer';
import { defaultNewGame } from './lobby-newgame';

type Samples = { [K in LobbyClientMessageType]: Extract<LobbyClientMessage, { type: K }>[] };

/** At least one message of every type, with the edge values each argument allows. */
const SAMPLES: Samples = {
  authenticate: [{ type: 'authenticate', token: 'eyJ.token.sig' }],
  newgame: [
    { type: 'newgame', details: { ...defaultNewGame('ann', 'pvp'), name: "ann's game" } },
    { type: 'newgame', details: { ...defaultNewGame('ann', 'chimera'), name: 'solo run' } },
  ],
  joingame: [
    { type: 'joingame', gameId: 'g1', password: null },
    { type: 'joingame', gameId: 'g2', password: 'hunter2' },
  ],
  watchgame: [{ type: 'watchgame', gameId: 'g1', password: null }],
  removegame: [{ type: 'removegame', gameId: 'g1' }],
  chat: [{ type: 'chat', text: 'gl hf' }],
  leavegame: [
    { type: 'leavegame', gameId: null },
    { type: 'leavegame', gameId: 'g1' },
  ],
  startgame: [{ type: 'startgame', gameId: 'g1' }],
  restartpractice: [{ type: 'restartpractice', gameId: 'g1' }],
  selectdeck: [
    { type: 'selectdeck', gameId: 'g1', isOwn: true, deckId: 42, isPrecon: false, typeIndex: null },
    { type: 'selectdeck', gameId: 'g1', isOwn: false, deckId: -1, isPrecon: true, typeIndex: 2 },
  ],
  rematchdeck: [
    { type: 'rematchdeck', gameId: 'g1', deckId: null, isPrecon: false, typeIndex: null },
    { type: 'rematchdeck', gameId: 'g1', deckId: 7, isPrecon: true, typeIndex: 0 },
  ],
  setsololevel: [{ type: 'setsololevel', gameId: 'g1', level: 'H' }],
  setsolostage: [{ type: 'setsolostage', gameId: 'g1', stage: 3 }],
  removemessage: [{ type: 'removemessage', messageId: 'm9' }],
  clearsessions: [{ type: 'clearsessions', username: 'bob' }],
  ping: [{ type: 'ping' }],
  connectfailed: [{ type: 'connectfailed' }],
  moregames: [
    { type: 'moregames', count: 1 },
    { type: 'moregames', count: 100 },
  ],
  getnodestatus: [{ type: 'getnodestatus' }],
  togglenode: [{ type: 'togglenode', nodeName: 'node-a' }],
  restartnode: [{ type: 'restartnode', nodeName: 'node-a' }],
};

describe('lobby messages on the wire', () => {
  const samples = LOBBY_CLIENT_MESSAGE_TYPES.flatMap((type) =>
    SAMPLES[type].map((message) => [type, message] as const),
  );

  it.each(samples)('%s reads back as it was written', (_type, message) => {
    const [event, ...args] = writeLobbyClientMessage(message);
    expect(event).toBe(message.type);
    expect(parseLobbyClientMessage(event, args)).toEqual({ ok: true, message });
  });

  it('lists every message type once', () => {
    expect(new Set(LOBBY_CLIENT_MESSAGE_TYPES).size).toBe(LOBBY_CLIENT_MESSAGE_TYPES.length);
    expect([...LOBBY_CLIENT_MESSAGE_TYPES].sort()).toEqual(Object.keys(SAMPLES).sort());
  });
});

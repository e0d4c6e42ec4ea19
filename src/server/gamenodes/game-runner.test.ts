import { describe, expect, it } from 'vitest';
import { defaultNewGame } from '../../protocol/lobby-newgame';
import { LobbyGameRecord } from '../lobby/lobby-game';
import { lobbyIdentity } from '../../../tests/helpers/lobby-identity';
import { LobbyViewRunner } from './game-runner';

describe('the stand-in runner of a game the engine cannot run', () => {
  it('shows the game started and without the lobby players, and refuses every command', () => {
    const record = new LobbyGameRecord(defaultNewGame('Alice', 'pvp'), lobbyIdentity(1, 'Alice'));
    const runner = new LobbyViewRunner({
      gameId: record.id,
      details: record.details,
      players: [{ userId: 1, username: 'Alice', deck: null }],
      soloLevel: 'S',
      soloStage: 1,
      summary: record.summary(),
    });
    expect(runner.viewFor()).toMatchObject({
      id: record.id,
      name: "Alice's game",
      started: true,
      players: {},
    });
    expect(runner.apply()).toEqual({
      refusal: 'The rules engine is not running on this game node yet',
    });
  });
});

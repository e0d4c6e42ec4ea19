import { defaultNewGame } from '../../src/protocol/lobby-newgame';
import { LobbyGameRecord } from '../../src/server/lobby/lobby-game';
import type { HostedGameSpec } from '../../src/server/gamenodes/game-node';
import { lobbyIdentity } from './lobby-identity';

/**
 * A casual game of its owner (user 1, Alice unless named) against a second player (user 2, Bob
 * unless named), as the lobby hands it to a node.
 */
export function aliceAndBobGame(owner = 'Alice', opponent = 'Bob'): HostedGameSpec {
  const record = new LobbyGameRecord(defaultNewGame(owner, 'pvp'), lobbyIdentity(1, owner));
  record.addPlayer(lobbyIdentity(2, opponent));
  return {
    gameId: record.id,
    details: record.details,
    players: [
      { userId: 1, username: owner, deck: null },
      { userId: 2, username: opponent, deck: null },
    ],
    soloLevel: 'S',
    soloStage: 1,
    summary: record.summary(),
  };
}

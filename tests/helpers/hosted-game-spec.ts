import { defaultNewGame } from '../../src/protocol/lobby-newgame';
import { LobbyGameRecord } from '../../src/server/lobby/lobby-game';
import type { HostedGameSpec } from '../../src/server/gamenodes/game-node';
import { lobbyIdentity } from './lobby-identity';

/** A casual game of Alice (user 1, its owner) against Bob (user 2), as the lobby hands it to a node. */
export function aliceAndBobGame(): HostedGameSpec {
  const record = new LobbyGameRecord(defaultNewGame('Alice', 'pvp'), lobbyIdentity(1, 'Alice'));
  record.addPlayer(lobbyIdentity(2, 'Bob'));
  return {
    gameId: record.id,
    details: record.details,
    players: [
      { userId: 1, username: 'Alice', deck: null },
      { userId: 2, username: 'Bob', deck: null },
    ],
    soloLevel: 'S',
    soloStage: 1,
    summary: record.summary(),
  };
}

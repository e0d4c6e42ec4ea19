import type { Db } from '../db/client';
import type { HostedGameSpec } from '../gamenodes/game-node';
import { LobbyGameRecord } from './lobby-game';
import { loadLobbyIdentity } from './lobby-user';
import type { LobbyIdentity } from './lobby-user';

/**
 * A started game listed again from the spec its node stored (after the lobby's process
 * restarted, or when a node took over a game this lobby did not know): the same id, seats,
 * decks and spectators as at its start. Null when a player's account is gone.
 */
export async function restoreLobbyGame(
  db: Db,
  spec: HostedGameSpec,
  node: string,
): Promise<LobbyGameRecord | null> {
  const identities = new Map<number, LobbyIdentity>();
  const userIds = [
    ...spec.players.flatMap((p) => (p.userId !== null ? [p.userId] : [])),
    ...spec.summary.spectators.map((s) => s.id),
  ];
  for (const id of new Set(userIds)) {
    const identity = await loadLobbyIdentity(db, id);
    if (identity) identities.set(id, identity);
  }
  const humans = spec.players.flatMap((p) => {
    const identity = p.userId !== null ? identities.get(p.userId) : undefined;
    return identity ? [identity] : [];
  });
  const [owner, ...others] = humans;
  if (!owner || humans.length !== spec.players.filter((p) => p.userId !== null).length) return null;
  const summary = spec.summary;
  const game = new LobbyGameRecord(spec.details, owner, spec.gameId, new Date(summary.createdAt));
  for (const player of others) game.addPlayer(player);
  for (const seat of game.seats) {
    const player = spec.players.find((p) => p.username === seat.name);
    if (!player) continue;
    seat.deck = player.deck;
    const listed = summary.players[seat.name]?.deck;
    if (listed) seat.status = listed.status;
  }
  for (const spectator of summary.spectators) {
    const identity = identities.get(spectator.id);
    if (identity) game.spectators.set(identity.id, identity);
  }
  game.soloLevel = spec.soloLevel;
  game.soloStage = spec.soloStage;
  game.startedAt = summary.startedAt ? new Date(summary.startedAt) : new Date();
  game.startedSeats = [...game.seats];
  game.node = node;
  return game;
}

import { chatIdentity } from '../gamenodes/chat-identities';
import type { HostedPlayer } from '../gamenodes/game-node';
import { NodeRequestError } from '../gamenodes/node-directory';
import { deckAltArts, profileOptionSettings } from '../gamenodes/player-settings';
import { emitToUser, publishGame, sendGameState } from './broadcaster';
import { handOffMembers } from './handoff';
import type { LobbyGameRecord, Seat } from './lobby-game';
import type { LobbyState } from './lobby-state';
import { loadProfileGameSettings } from './lobby-user';
import type { LobbyIdentity } from './lobby-user';
import { Refusal, TEXTS } from './refusal';

/**
 * Hosts a game whose seats are ready on the least-loaded node and hands its members off to
 * it; a failure leaves it pending and tells everyone, the starter through the Refusal.
 * Shared by Start and by the rematch, which starts its new game the same way, and by "Play
 * from here", whose game starts from `fork` (a replay step's state) instead of its decks.
 */
export async function launchGame(
  lobby: LobbyState,
  game: LobbyGameRecord,
  starter: LobbyIdentity,
  fork?: unknown,
): Promise<void> {
  const node = lobby.nodes.choose();
  if (!node) throw new Refusal('There are no game nodes available to host this game');
  game.startedAt = new Date();
  game.startedSeats = [...game.seats];
  game.node = node.name;
  try {
    await node.hostGame({
      gameId: game.id,
      details: game.details,
      players: await hostedPlayers(lobby, game.startedSeats),
      soloLevel: game.soloLevel,
      soloStage: game.soloStage,
      summary: game.summary(),
      ...(fork !== undefined ? { fork } : {}),
    });
  } catch (error) {
    game.startedAt = null;
    game.startedSeats = [];
    game.node = null;
    lobby.ctx.logger.error(
      { err: error, gameId: game.id, node: node.name },
      'A game node did not take a game',
    );
    const text =
      error instanceof NodeRequestError && error.timedOut ? TEXTS.nodeTimeout : TEXTS.nodeRefused;
    // Everyone waiting on the pending screen is told, not just the owner who pressed Start.
    for (const member of game.members) {
      if (member.id !== starter.id) emitToUser(lobby, member.id, 'gameerror', text);
    }
    throw new Refusal(text);
  }
  lobby.ctx.logger.info(
    { gameId: game.id, node: node.name, players: game.startedSeats.map((seat) => seat.name) },
    'Game started',
  );
  if (game.details.pairing !== null) await lobby.leagues.markPlayed(game.details.pairing, game.id);
  publishGame(lobby, game);
  sendGameState(lobby, game);
  await handOffMembers(lobby, game, node);
}

/** The seats as a node hosts them, each player with their profile's settings as of now. */
async function hostedPlayers(lobby: LobbyState, seats: readonly Seat[]): Promise<HostedPlayer[]> {
  const userIds = seats.flatMap((s) => (s.user ? [s.user.id] : []));
  const profiles = await loadProfileGameSettings(lobby.ctx.database.db, userIds);
  return seats.map((seat) => {
    const player: HostedPlayer = {
      userId: seat.user?.id ?? null,
      username: seat.name,
      deck: seat.deck,
    };
    if (seat.user) player.chatIdentity = chatIdentity(seat.user.role, seat.user.faveColor);
    const profile = seat.user ? profiles.get(seat.user.id) : undefined;
    if (profile) {
      player.optionSettings = profileOptionSettings(profile.settings);
      player.altArts = deckAltArts(profile.altArts, seat.deck);
    }
    return player;
  });
}

import { botRandom, chooseBotCommand } from '../../src/engine/bots';
import type { BotLevel } from '../../src/engine/bots';
import type { GameSocketClient } from './game-socket-client';

/** Resolves at the sender's next view or refusal, whichever comes first. */
function nextAnswer(game: GameSocketClient): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      game.socket.off('gamestate', done);
      game.socket.off('gameerror', done);
      resolve();
    };
    game.socket.on('gamestate', done);
    game.socket.on('gameerror', done);
  });
}

/** Resolves once the client holds a view of at least this version. */
function viewAtLeast(game: GameSocketClient, version: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if ((game.gameView?.version ?? -1) < version) return;
      game.socket.off('gamestate', check);
      resolve();
    };
    game.socket.on('gamestate', check);
    check();
  });
}

export interface SelfPlayOptions {
  /** How the bots choose; `random` (the default) picks any legal command. */
  level?: BotLevel;
  /** Checked after every answer: play stops as soon as it holds. */
  until?: () => boolean;
}

/**
 * Two bots play a started game through their game sockets: in turn, each picks one of its
 * legal commands (seeded), sends it, and waits until both boards show the answer. Stops after
 * `commands` were sent, when `until` holds, or earlier when neither player has anything to do.
 * Resolves with how many went.
 */
export async function selfPlay(
  players: { name: string; game: GameSocketClient }[],
  commands: number,
  seed = 1,
  { level = 'random', until = () => false }: SelfPlayOptions = {},
): Promise<number> {
  const random = botRandom(seed);
  let sent = 0;
  while (sent < commands && !until()) {
    let moved = false;
    for (const { name, game } of players) {
      const view = game.gameView;
      const command = view ? chooseBotCommand(view, name, level, random) : null;
      if (!command || sent >= commands || until()) continue;
      const answered = nextAnswer(game);
      game.send(command);
      await answered;
      const version = game.gameView?.version ?? 0;
      await Promise.all(players.map((player) => viewAtLeast(player.game, version)));
      sent += 1;
      moved = true;
    }
    if (!moved) break;
  }
  return sent;
}

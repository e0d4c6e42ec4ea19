import { LOBBY_CLIENT_MESSAGE_TYPES } from '../../src/protocol/lobby-client';
import type { GameHandoff } from '../../src/protocol/lobby';
import { defaultNewGame } from '../../src/protocol/lobby-newgame';
import { GAME_FAULT_MESSAGE } from '../../src/server/gamenodes/game-host';
import { CHAT_TOO_FAST, SOCKET_FLOOD_LIMITS, TOO_FAST } from '../../src/server/sockets/flood-gate';
import type { LobbyClient, LobbyTestUser } from '../helpers/lobby-client';
import { lobbyClient } from '../helpers/lobby-client';
import type { TestServer } from '../helpers/server';
import { GameSocketClient } from '../integration/game-socket-client';
import type { FuzzReport } from './report';
import { clickablesOf } from './view-probe';
import type { FuzzRandom } from './values';
import { fuzzString, fuzzValue } from './values';

export interface SocketTarget {
  test: TestServer;
  preconId: number;
  newUser(): Promise<LobbyTestUser>;
}

/** Messages shared out among workers; each takes one (or a flood's worth) at a time. */
export class Budget {
  constructor(
    public left: number,
    readonly deadline: number,
  ) {}

  take(n = 1): boolean {
    if (this.left < n || Date.now() >= this.deadline) return false;
    this.left -= n;
    return true;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Below the per-socket rate, so that ordinary fuzzing is judged and not merely throttled. */
const PACE_MS = Math.ceil(1000 / (SOCKET_FLOOD_LIMITS.messages.perSecond * 0.9));
const FLOOD_SIZE = SOCKET_FLOOD_LIMITS.messages.burst * 2;
/** Long enough for a flooded socket's bucket to fill again. */
const REFILL_MS = Math.ceil(
  (1000 * SOCKET_FLOOD_LIMITS.messages.burst) / SOCKET_FLOOD_LIMITS.messages.perSecond,
);

/** Names socket.io keeps for itself: a client cannot send them. */
const RESERVED = new Set([
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'newListener',
  'removeListener',
]);

function emitSafely(emit: () => void): void {
  try {
    emit();
  } catch {
    // A value socket.io cannot encode never leaves the client: nothing reached the server.
  }
}

function lobbyEvent(r: FuzzRandom): string {
  if (r.chance(0.85)) return r.pick(LOBBY_CLIENT_MESSAGE_TYPES);
  const name = r.chance(0.5)
    ? r.pick(['constructor', '__proto__', 'toString', 'handoff', 'gamestate'])
    : fuzzString(r);
  return RESERVED.has(name) ? 'unknown' : name.slice(0, 200);
}

/**
 * socket.io closes a connection whose single message is over its buffer limit (1 MB by
 * default): that protects the server and is no fault of the game, so the game workers keep
 * their messages under it (the lobby workers do send larger ones, and reconnect).
 */
const GAME_MESSAGE_LIMIT = 900_000;

const fuzzArgs = (r: FuzzRandom) => Array.from({ length: r.int(5) }, () => fuzzValue(r));

function fuzzGameArgs(r: FuzzRandom): unknown[] {
  const args = fuzzArgs(r);
  return JSON.stringify(args).length < GAME_MESSAGE_LIMIT ? args : [fuzzString(r).slice(0, 1000)];
}

/** One lobby socket sending hostile messages at a person's pace, with a flood now and then. */
async function lobbyWorker(
  target: SocketTarget,
  r: FuzzRandom,
  budget: Budget,
  report: FuzzReport,
) {
  const open = async () =>
    lobbyClient(target.test, r.chance(0.7) ? await target.newUser() : undefined);
  let client: LobbyClient = await open();
  try {
    for (;;) {
      if (!client.socket.connected) {
        client.close();
        client = await open();
      }
      if (r.chance(0.01) && budget.take(FLOOD_SIZE)) {
        report.messages += FLOOD_SIZE;
        for (let i = 0; i < FLOOD_SIZE; i++)
          emitSafely(() => client.socket.emit(lobbyEvent(r), ...fuzzArgs(r)));
        await sleep(REFILL_MS);
        continue;
      }
      if (!budget.take()) return;
      report.messages += 1;
      const event = lobbyEvent(r);
      const args = fuzzArgs(r);
      if (r.chance(0.5)) {
        await new Promise<void>((resolve) => {
          emitSafely(() => client.socket.timeout(3000).emit(event, ...args, () => resolve()));
          setTimeout(resolve, 3100);
        });
      } else emitSafely(() => client.socket.emit(event, ...args));
      await sleep(PACE_MS);
    }
  } finally {
    client.close();
  }
}

/** A started game between two new users: their lobby clients and game sockets. */
async function startGame(target: SocketTarget) {
  const [owner, other] = [await target.newUser(), await target.newUser()];
  const lobbies = [
    await lobbyClient(target.test, owner),
    await lobbyClient(target.test, other),
  ] as const;
  const created = await lobbies[0].request('newgame', {
    ...defaultNewGame(owner.username, 'pvp'),
    name: `${owner.username}'s game`,
  });
  if (!created.success) throw new Error(`newgame failed: ${created.message}`);
  const gameId = String(created.gameId);
  for (const ack of [
    await lobbies[1].request('joingame', gameId),
    await lobbies[0].request('selectdeck', gameId, true, target.preconId, true),
    await lobbies[1].request('selectdeck', gameId, true, target.preconId, true),
    await lobbies[0].request('startgame', gameId),
  ])
    if (!ack.success) throw new Error(`the game did not start: ${ack.message}`);
  const sockets: GameSocketClient[] = [];
  for (const lobby of lobbies) {
    for (let waited = 0; lobby.last<GameHandoff>('handoff')?.gameId !== gameId; waited += 20) {
      if (waited > 10_000) throw new Error('no handoff');
      await sleep(20);
    }
    const handoff = lobby.last<GameHandoff>('handoff');
    if (!handoff) throw new Error('no handoff');
    const socket = new GameSocketClient(handoff);
    await socket.firstView();
    sockets.push(socket);
  }
  return { lobbies, sockets };
}

const COMMAND_NAMES = [
  'cardClicked',
  'cardAltClicked',
  'dieClicked',
  'menuButton',
  'drop',
  'menuItemClick',
  'modifyCardToken',
  'inspectCard',
  'closeInspector',
  'showDrawDeck',
  'shuffleDeck',
  'pileClicked',
  'clockZero',
  'toggleMuteSpectators',
  'toggleManualMode',
  'toggleOptionSetting',
  'closeAlert',
  'chat',
  'modifyLimited',
  'modifyAction',
  'changeStat',
];

/** A command a player might send: mostly a click on what the view offers, else garbage. */
function gameCommand(r: FuzzRandom, view: unknown): unknown[] {
  const { ids, buttons } = clickablesOf(view);
  const roll = r.int(10);
  if (roll < 3 && ids.length > 0) return [r.pick(['cardClicked', 'dieClicked']), r.pick(ids)];
  if (roll < 6 && buttons.length > 0) {
    const b = r.pick(buttons);
    return ['menuButton', b.arg, b.uuid, b.method];
  }
  if (roll < 7 && ids.length > 0)
    return [
      'drop',
      r.pick(ids),
      r.pick(['hand', 'deck', 'discard']),
      r.pick(['play area', 'spellboard', 'discard']),
    ];
  if (roll < 8) return ['chat', r.chance(0.2) ? '/shuffle' : fuzzString(r).slice(0, 600)];
  const name = r.chance(0.8)
    ? r.pick(COMMAND_NAMES)
    : r.pick(['constructor', '__proto__', 'concede', 'leavegame', fuzzString(r)]);
  // Leaving ends the game for the fuzzer too early: those are rare.
  if ((name === 'concede' || name === 'leavegame') && r.chance(0.9)) return ['closeInspector'];
  return [name, ...fuzzGameArgs(r)];
}

/**
 * Sends one command and waits for the node's acknowledgement: refused (with the reason),
 * handled, or null when none came in time. The node acknowledges after it has sent the
 * command's views, so anything the command changed has arrived by then.
 */
function sendCommand(
  socket: GameSocketClient,
  command: unknown[],
): Promise<{ refusal: string | null } | null> {
  return new Promise((resolve) => {
    emitSafely(() =>
      socket.socket.timeout(10_000).emit('game', ...command, (error: unknown, answer: unknown) => {
        if (error || typeof answer !== 'object' || answer === null) return resolve(null);
        const message: unknown = Reflect.get(answer, 'message');
        resolve({ refusal: Reflect.get(answer, 'success') === true ? null : String(message) });
      }),
    );
    // A value socket.io cannot send never reaches the node, so no answer will come.
    if (socket.socket.disconnected) resolve(null);
  });
}

const THROTTLED = new Set([TOO_FAST, CHAT_TOO_FAST]);

/**
 * Plays games with fuzzed commands, one after another: refused commands must leave the state
 * version where it was, and no game may end on a server fault.
 */
async function gameWorker(target: SocketTarget, r: FuzzRandom, budget: Budget, report: FuzzReport) {
  while (budget.left > 0 && Date.now() < budget.deadline) {
    let started: Awaited<ReturnType<typeof startGame>>;
    try {
      started = await startGame(target);
    } catch (error) {
      report.finding('brokenGame', `a game could not be started: ${String(error)}`);
      return;
    }
    const { lobbies, sockets } = started;
    report.games += 1;
    try {
      for (;;) {
        if (sockets.some((s) => s.errors.includes(GAME_FAULT_MESSAGE))) {
          report.finding('brokenGame', `a game ended on a server fault`);
          break;
        }
        const closed = sockets.find((s) => !s.socket.connected);
        if (closed) {
          // A player who left is shown out (cleargamestate); any other close is the node's fault.
          if (closed.cleared === 0)
            report.finding(
              'brokenGame',
              `a game socket was closed (errors: ${closed.errors.slice(-3).join(' / ')})`,
            );
          break;
        }
        const seat = r.pick(sockets);
        if (clickablesOf(seat.view).over) break;
        if (r.chance(0.005) && budget.take(FLOOD_SIZE)) {
          report.messages += FLOOD_SIZE;
          for (let i = 0; i < FLOOD_SIZE; i++)
            emitSafely(() => seat.send(...gameCommand(r, seat.view)));
          await sleep(REFILL_MS);
          continue;
        }
        if (!budget.take()) break;
        report.messages += 1;
        // Versions over both seats: the other seat's view of an earlier command may still be on its way.
        const newest = () => Math.max(...sockets.map((s) => clickablesOf(s.view).version ?? 0));
        const before = newest();
        const command = gameCommand(r, seat.view);
        const answer = await sendCommand(seat, command);
        const refusal = answer?.refusal ?? null;
        if (refusal !== null) {
          const after = newest();
          if (!THROTTLED.has(refusal) && after !== before)
            report.finding(
              'refusedChange',
              `${JSON.stringify(command).slice(0, 160)} refused ("${refusal}") but version ${before} → ${after}`,
            );
        }
        await sleep(PACE_MS);
      }
    } finally {
      for (const socket of sockets) socket.close();
      for (const lobby of lobbies) lobby.close();
    }
  }
}

/** Runs `workers` lobby sockets and `games` games in parallel until the budgets are spent. */
export async function fuzzSockets(
  target: SocketTarget,
  r: FuzzRandom,
  report: FuzzReport,
  options: {
    lobbyMessages: number;
    gameMessages: number;
    deadline: number;
    lobbyWorkers: number;
    gameWorkers: number;
  },
): Promise<void> {
  const lobbyBudget = new Budget(options.lobbyMessages, options.deadline);
  const gameBudget = new Budget(options.gameMessages, options.deadline);
  await Promise.all([
    ...Array.from({ length: options.lobbyWorkers }, () =>
      lobbyWorker(target, r, lobbyBudget, report),
    ),
    ...Array.from({ length: options.gameWorkers }, () => gameWorker(target, r, gameBudget, report)),
  ]);
}

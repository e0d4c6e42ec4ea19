import type { Server as SocketServer, Socket } from 'socket.io';
import { LOBBY_CLIENT_MESSAGE_TYPES, parseLobbyClientMessage } from '../../protocol/lobby-client';
import type { LobbyAck } from '../../protocol/lobby-server';
import type { Logger } from '../logger';
import { guard } from '../sockets/fault-guard';
import { FloodGate } from '../sockets/flood-gate';
import type { LobbyService } from './lobby-service';
import type { Connection } from './lobby-state';
import { Refusal } from './refusal';

type Ack = (answer: LobbyAck) => void;

function takeAck(args: unknown[]): Ack | null {
  const last = args.at(-1);
  if (typeof last !== 'function') return null;
  args.pop();
  return (answer) => {
    (last as Ack)(answer);
  };
}

/**
 * Wires the lobby socket: each client message is parsed, handled in arrival order per
 * connection, and answered through its acknowledgement when one is given. A refusal goes
 * back as the message's error event; nothing a client sends can throw through.
 */
/**
 * Messages of one lobby connection waiting their turn at most. Each is handled in order and
 * most touch the database, so a client that sends faster than that is refused rather than
 * queued without end.
 */
export const MAX_QUEUED_LOBBY_MESSAGES = 32;
export const LOBBY_BUSY = 'Too many requests at once, please wait a moment';

export function attachLobbySocket(io: SocketServer, lobby: LobbyService, logger: Logger): void {
  io.on('connection', (socket: Socket) => {
    let connection: Connection;
    try {
      connection = lobby.connect(socket);
    } catch (error) {
      logger.error({ err: error }, 'A lobby connection failed');
      socket.disconnect(true);
      return;
    }
    let queue: Promise<void> = Promise.resolve();
    let queued = 0;
    const flood = new FloodGate();

    /** Runs a job after the earlier ones; a failure is logged and never breaks the chain. */
    const enqueue = (what: string, job: () => Promise<void>) => {
      queued += 1;
      queue = queue
        .then(job)
        .catch((error: unknown) =>
          logger.error({ err: error, event: what }, 'A lobby message failed'),
        )
        .finally(() => {
          queued -= 1;
        });
    };

    for (const event of LOBBY_CLIENT_MESSAGE_TYPES) {
      const failed = (error: unknown) =>
        logger.error({ err: error, event }, 'A lobby message failed');
      socket.on(
        event,
        guard(
          (...args: unknown[]) => {
            const ack = takeAck(args);
            const { verdict, message } = flood.check(event === 'chat');
            if (verdict === 'disconnect') {
              logger.warn({ user: connection.user?.username }, 'Lobby socket closed for flooding');
              socket.disconnect(true);
              return;
            }
            if (verdict !== 'ok' || queued >= MAX_QUEUED_LOBBY_MESSAGES) {
              const text = verdict === 'ok' ? LOBBY_BUSY : message;
              if (verdict !== 'refuseQuietly') refuse(connection, refusalEvent(event), text, ack);
              else ack?.({ success: false, message: text });
              return;
            }
            enqueue(event, () => handle(connection, event, args, ack));
          },
          failed,
          failed,
        ),
      );
    }

    const token = socket.handshake.auth.token ?? socket.handshake.query.token;
    if (typeof token === 'string' && token.length > 0) {
      enqueue('authenticate', () => handle(connection, 'authenticate', [token], null));
    }

    socket.on('disconnect', () => {
      enqueue('disconnect', async () => lobby.disconnect(connection));
    });
  });

  /** The event a refusal of this message goes back as. */
  function refusalEvent(event: string): Refusal['event'] {
    return event === 'chat' ? 'nochat' : event === 'authenticate' ? 'authfailed' : 'gameerror';
  }

  async function handle(
    connection: Connection,
    event: string,
    args: unknown[],
    ack: Ack | null,
  ): Promise<void> {
    const parsed = parseLobbyClientMessage(event, args);
    if (!parsed.ok) {
      refuse(connection, refusalEvent(event), parsed.error, ack);
      return;
    }
    try {
      const data = await lobby.handle(connection, parsed.message);
      ack?.({ success: true, ...data });
    } catch (error) {
      if (error instanceof Refusal) {
        refuse(connection, error.event, error.message, ack);
        return;
      }
      logger.error({ err: error, event }, 'A lobby message failed');
      refuse(connection, 'gameerror', 'An error occurred, please try again', ack);
    }
  }

  function refuse(
    connection: Connection,
    event: Refusal['event'],
    message: string,
    ack: Ack | null,
  ) {
    connection.socket.emit(event, message);
    ack?.({ success: false, message });
  }
}

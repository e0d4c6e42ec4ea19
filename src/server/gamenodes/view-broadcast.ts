import type { Server as SocketServer, Socket } from 'socket.io';
import { GAME_PATCH_EVENT, GAME_SYNC_EVENT } from '../../protocol/game-sync';
import { diffJson } from '../../protocol/view-patch';
import type { PatchOp } from '../../protocol/view-patch';

/** Who a view is for: a player's username, or null for every spectator alike. */
export type Viewer = string | null;

/** Builds the current view of one audience (called once per audience and broadcast). */
export type ViewBuilder = (viewer: Viewer) => unknown;

/** What an audience was last sent: its board (the view without its log) and its log's end. */
export interface AudienceState {
  rev: number;
  board: unknown;
  logLength: number;
  lastMid: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A view split into its board and its log (`messages`), which travels as new lines only. */
function splitLog(view: unknown): { board: unknown; log: unknown[] } {
  if (!isRecord(view) || !Array.isArray(view.messages)) return { board: view, log: [] };
  const { messages, ...board } = view;
  return { board, log: messages };
}

function midOf(line: unknown): unknown {
  return isRecord(line) ? line.mid : undefined;
}

/**
 * The views of one game's audiences: each player, and all spectators together. A broadcast
 * builds each audience's view once, diffs it against what that audience was last sent, and
 * emits once per audience room, so socket.io encodes one patch for every spectator. Sockets
 * that asked for patches sit in the audience's patch room and get `gamepatch`; the others
 * (the spec's client) sit in its full room and get the whole view as `gamestate`.
 */
export class ViewBroadcast {
  private readonly audiences = new Map<string, AudienceState>();

  constructor(
    private readonly io: SocketServer,
    private readonly gameId: string,
  ) {}

  /** Sends every audience in `viewers` what changed for it; the others are forgotten. */
  broadcast(viewers: ReadonlySet<Viewer>, build: ViewBuilder): void {
    const present = new Set([...viewers].map(audienceKey));
    for (const key of this.audiences.keys()) if (!present.has(key)) this.audiences.delete(key);
    for (const viewer of viewers) this.refresh(viewer, build);
  }

  /**
   * Gives a socket its audience's full view and puts it in its audience's room, so the next
   * broadcast reaches it (on connect, and when a patch client asks to resync).
   */
  admit(socket: Socket, viewer: Viewer, patches: boolean, build: ViewBuilder): void {
    // The game has not changed since its last broadcast, so the whole-view sockets have it.
    const { view, rev } = this.refresh(viewer, build, false);
    if (patches) socket.emit(GAME_SYNC_EVENT, { rev, view });
    else socket.emit('gamestate', view);
    void socket.join(this.room(viewer, patches));
  }

  /** The revision the audience's sockets are at, or null when nobody of it is watched. */
  revision(viewer: Viewer): number | null {
    return this.audiences.get(audienceKey(viewer))?.rev ?? null;
  }

  /** Builds the audience's view and sends its sockets the change, if any. */
  private refresh(
    viewer: Viewer,
    build: ViewBuilder,
    toWholeViewSockets = true,
  ): { view: unknown; rev: number } {
    const view = build(viewer);
    const key = audienceKey(viewer);
    const state = this.audiences.get(key);
    // Whole-view clients get every broadcast, as they always have.
    if (toWholeViewSockets) this.emitToRoom(this.room(viewer, false), 'gamestate', view);
    const watched = this.hasSockets(this.room(viewer, true));
    const { next, patch } = nextAudienceView(watched ? state : undefined, view);
    if (!watched && state) next.rev = state.rev;
    this.audiences.set(key, next);
    if (patch) this.emitToRoom(this.room(viewer, true), GAME_PATCH_EVENT, patch);
    return { view, rev: next.rev };
  }

  /** Emits once to a room (encoded once for all its sockets), skipping an empty one. */
  private emitToRoom(room: string, event: string, payload: unknown): void {
    if (this.hasSockets(room)) this.io.to(room).emit(event, payload);
  }

  private hasSockets(room: string): boolean {
    return (this.io.of('/').adapter.rooms.get(room)?.size ?? 0) > 0;
  }

  private room(viewer: Viewer, patches: boolean): string {
    return `${this.gameId}/${patches ? 'patch' : 'full'}/${audienceKey(viewer)}`;
  }
}

/**
 * What an audience that was last sent `state` (none: a first view) is sent for `view`: the
 * patch to it, or null when nothing changed; and what it then holds.
 */
export function nextAudienceView(
  state: AudienceState | undefined,
  view: unknown,
): { next: AudienceState; patch: GamePatchPayload | null } {
  const { board, log } = splitLog(view);
  const next: AudienceState = {
    rev: state?.rev ?? 0,
    board,
    logLength: log.length,
    lastMid: midOf(log.at(-1)),
  };
  if (!state) return { next, patch: null };
  const ops = diffJson(state.board, board);
  const logFrom = continuesLog(state, log) ? state.logLength : 0;
  const newLines = log.slice(logFrom);
  if (ops.length === 0 && newLines.length === 0) return { next, patch: null };
  next.rev = state.rev + 1;
  return { next, patch: { base: state.rev, rev: next.rev, ops, logFrom, log: newLines } };
}

/** A `gamepatch` as the node builds it (the log lines as the view holds them). */
export interface GamePatchPayload {
  base: number;
  rev: number;
  ops: PatchOp[];
  logFrom: number;
  log: unknown[];
}

/** Spectators share one key; a username can never be `*`, as every player key starts with @. */
function audienceKey(viewer: Viewer): string {
  return viewer === null ? '*' : `@${viewer}`;
}

/** The log only grew since the audience's last view (the usual case), so new lines suffice. */
function continuesLog(state: AudienceState, log: unknown[]): boolean {
  if (log.length < state.logLength) return false;
  return state.logLength === 0 || midOf(log[state.logLength - 1]) === state.lastMid;
}

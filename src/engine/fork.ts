/**
 * A practice game forked from a moment of another game ("Play from here" on a replay step).
 *
 * The fork keeps everything on the table and everything the forking player could know, and
 * nothing they could not: the other side's hand and draw pile are dealt again from the same
 * cards, because the player never saw them (keeping them would hand over the real cards the
 * replay hid). The player's own hand and draw pile stay as they were. A fresh secret seed gives
 * the fork its own future, so the original game's later rolls and shuffles cannot be read off
 * its replay.
 */
import { FORK_TEXTS } from '../protocol/replay-fork';
import { addLog } from './log';
import { copyState } from './copy';
import { newRandomState, shuffleInPlace } from './rng';
import { playersOf } from './sides';
import type { GameState, PlayerId } from './state';

export interface ForkOptions {
  /** The side the forking player takes. */
  seat: PlayerId;
  /** The fork's own secret seed (from the server's secure random source). */
  seed: string;
  /** The names the two sides play under in the fork (the player, the computer). */
  names: Record<PlayerId, string>;
  /** The line that opens the fork's log, e.g. "Practice from step 40 of a game". */
  origin: string;
}

export type ForkResult = { ok: true; state: GameState } | { ok: false; error: string };

/** Why a game cannot be forked at this moment, or null when it can. */
export function forkRefusal(state: GameState): string | null {
  if (state.chimera) return FORK_TEXTS.solo;
  if (state.phase === 'gameover') return FORK_TEXTS.over;
  if (state.random.scheme !== 'keyed') return FORK_TEXTS.legacy;
  return null;
}

/**
 * Deals the side's hand and draw pile again from the same cards, in a new random order. The
 * card ids stay where they were (a prompt of that side may list its hand by id); what each id
 * holds is dealt anew.
 */
function redealHiddenCards(state: GameState, player: PlayerId): void {
  const side = state.players[player];
  const places = [...side.hand, ...side.deck].flatMap((uuid) => {
    const card = state.cards[uuid];
    return card ? [{ uuid, zone: card.zone, body: card }] : [];
  });
  const bodies = places.map((place) => place.body);
  shuffleInPlace(state, bodies);
  places.forEach((place, index) => {
    const body = bodies[index];
    if (body) state.cards[place.uuid] = { ...body, uuid: place.uuid, zone: place.zone };
  });
}

export function forkGame(source: GameState, options: ForkOptions): ForkResult {
  const refusal = forkRefusal(source);
  if (refusal) return { ok: false, error: refusal };
  const state = copyState(source);
  state.seed = options.seed;
  state.random = newRandomState(options.seed, 'keyed');
  for (const player of playersOf(state)) {
    state.players[player].name = options.names[player];
    state.players[player].left = false;
    if (player !== options.seat) redealHiddenCards(state, player);
  }
  state.owner = options.names[options.seat];
  // Practice games have no clock, and the old log names the original players.
  state.clock = { type: 'none', seconds: 0, at: null };
  state.log = [];
  state.cardLog = [];
  state.newDice = [];
  addLog(state, [options.origin]);
  return { ok: true, state };
}

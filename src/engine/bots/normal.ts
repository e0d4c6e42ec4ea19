/**
 * The normal level: it takes the few best commands by the easy scores and plays each out on
 * determinized copies of the game (determinize.ts: the hidden cards replaced by guesses), both
 * seats following the easy heuristics until the turn comes back to it, and sends the command
 * whose copies end best by evaluate.ts. The look-ahead is bounded by a count of simulated
 * commands (so self-play is reproducible) and, in live play, by a wall-time cap.
 */
import type { EngineContext } from '../context';
import { applyCommand } from '../commands';
import type { GameState, PlayerId } from '../state';
import { viewFor } from '../view';
import type { GameCommand } from '../../protocol/game';
import type { GameView } from '../../protocol/game-view';
import { determinize } from './determinize';
import { chooseEasy, easyRanking, easyScores } from './easy';
import { evaluate } from './evaluate';
import { evaluateSolo } from './solo-evaluate';
import { againstChimera } from './solo-sense';
import { findCard, promptSignature } from './view-lookup';
import { botRandom, legalCommands } from './legal-commands';

export interface NormalOptions {
  context: EngineContext;
  /**
   * The game as the engine holds it. Only determinize() reads it, and keeps nothing of what
   * the seat may not see; without it the normal level plays as easy.
   */
  state: GameState;
  /** Simulated commands per decision (default 160). */
  budget?: number;
  /** Milliseconds per decision, measured with `now`; unset in self-play. */
  timeLimitMs?: number;
  now?: () => number;
}

const DEFAULT_BUDGET = 160;
/** Commands compared by look-ahead: the rest are left to the easy order. */
const CANDIDATES = 4;
/** Determinized copies each candidate is played out on. */
const SAMPLES = 1;
/** Easy scores at or below this mark a click that undoes a pick (solo-sense.ts). */
const TAKE_BACK_SCORE = -8;

/**
 * Decisions the look-ahead is spent on: the turn's choice of action and the choice of whom to
 * hit, block or guard. The rest (paying, picking dice faces, meditating) follow the easy order.
 */
function worthSearching(view: GameView, me: string, legal: readonly GameCommand[]): boolean {
  if (legal.length < 2 || view.currentPhase !== 'playerturns') return false;
  const title = (view.players[me]?.promptState.promptTitle ?? '').toLowerCase();
  if (title === 'choose an action' || title.includes('block') || title.includes('guard'))
    return true;
  return legal.some((c) => {
    if (c.type !== 'cardClicked') return false;
    const holder = findCard(view, c.uuid)?.holder;
    return holder !== undefined && holder !== me;
  });
}

function seatOf(state: GameState, name: string): PlayerId | null {
  const seat = Object.values(state.players).find((p) => p.name === name);
  return seat ? seat.id : null;
}

/** Plays on with the easy heuristics for both seats until the turn is back with `me`. */
function rollout(
  start: GameState,
  context: EngineContext,
  me: PlayerId,
  steps: number,
  random: () => number,
): { state: GameState; used: number } {
  let state = start;
  let sawOther = false;
  let used = 0;
  while (used < steps && state.phase !== 'gameover') {
    const turnOf = state.turn?.player ?? null;
    if (turnOf !== null && turnOf !== me) sawOther = true;
    if (sawOther && turnOf === me) break;
    if (state.round !== start.round) break;
    const seat = state.decision?.player;
    if (!seat) break;
    const actor = state.players[seat].name;
    const view = viewFor(state, context, actor);
    const command = view.players[actor]?.promptState.showAlert
      ? { type: 'closeAlert' as const }
      : chooseEasy(view, actor, legalCommands(view, actor), random);
    if (!command) break;
    const result = applyCommand(state, context, actor, command);
    used += 1;
    if (result.error) break;
    state = result.state;
  }
  return { state, used };
}

/**
 * Against a Chimera, the clicks the easy scores count as losses (taking back a placed blocker,
 * moving a block) are left out of the look-ahead: a rollout after one of them redoes the block
 * the easy way and may score better, so the level would take it back again at every decision
 * and the attack would never resolve. Without scores (PvP) the ranking stays as it is.
 */
export function withoutTakeBacks(ranking: number[], scores: number[] | null): number[] {
  if (!scores) return ranking;
  const kept = ranking.filter((i) => (scores[i] ?? 0) > TAKE_BACK_SCORE);
  return kept.length > 0 ? kept : ranking;
}

export function chooseNormal(
  view: GameView,
  me: string,
  legal: readonly GameCommand[],
  random: () => number,
  options: NormalOptions | undefined,
): GameCommand | null {
  if (!options || !worthSearching(view, me, legal)) return chooseEasy(view, me, legal, random);
  const { context, state } = options;
  const seat = seatOf(state, me);
  if (!seat) return chooseEasy(view, me, legal, random);
  const solo = againstChimera(view, me);
  const order = withoutTakeBacks(
    easyRanking(view, me, legal, random),
    solo ? easyScores(view, me, legal) : null,
  ).slice(0, CANDIDATES);
  const budget = options.budget ?? DEFAULT_BUDGET;
  const steps = Math.max(1, Math.floor(budget / (order.length * SAMPLES)));
  const samples = Array.from({ length: SAMPLES }, () => determinize(state, context, seat, random));
  const rolloutSeeds = samples.map(() => Math.floor(random() * 2 ** 32));
  const asked = promptSignature(view, me);
  // Against a Chimera the race is different (solo-evaluate.ts); PvP keeps its own scale.
  const score = solo ? evaluateSolo : evaluate;
  const started = options.now?.();
  let best = order[0];
  let bestScore = -Infinity;
  for (const index of order) {
    const command = legal[index];
    if (!command) continue;
    if (started !== undefined && options.timeLimitMs !== undefined && options.now) {
      if (options.now() - started > options.timeLimitMs) break;
    }
    let total = 0;
    samples.forEach((sample, i) => {
      const applied = applyCommand(sample, context, me, command);
      if (applied.error) {
        total -= 1_000_000;
        return;
      }
      // A click that leaves the same question would be chosen again and again: the game stalls.
      if (promptSignature(viewFor(applied.state, context, me), me) === asked) total -= 100_000;
      // The same rollout stream for every candidate: their scores differ by the command only.
      const end = rollout(applied.state, context, seat, steps, botRandom(rolloutSeeds[i] ?? 0));
      total += score(viewFor(end.state, context, me), me);
    });
    if (total > bestScore) {
      bestScore = total;
      best = index;
    }
  }
  return best === undefined ? chooseEasy(view, me, legal, random) : (legal[best] ?? null);
}

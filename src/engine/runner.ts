/**
 * The procedure machine. Every multi-step thing (a phase, a turn, an attack, a card effect)
 * is a named list of steps; the state keeps a stack of frames pointing into those lists, so
 * the game can stop at any decision and resume after a command, and stays plain JSON.
 */
import type { EngineContext } from './context';
import type { Decision, Frame, GameState, Json, PlayerId } from './state';

/** What a step may ask for: a decision for a player (answer stored in ctx[key]). */
export type Ask = Omit<Decision, 'id' | 'player'> & { player?: PlayerId };

export type StepResult = void | { ask: Ask } | { goto: number } | { end: true };

export interface Run {
  state: GameState;
  context: EngineContext;
  frame: Frame;
  ctx: Record<string, Json>;
  /** The player the frame acts for. */
  me: PlayerId;
  /** Frames to push once this step returns; they run (in order) before the next step. */
  children: Frame[];
}

export type Step = (g: Run) => StepResult;

const procedures = new Map<string, Step[]>();

export function defineProc(name: string, steps: Step[]): void {
  procedures.set(name, steps);
}

type Resolver = (name: string) => Step[] | undefined;
const resolvers: Resolver[] = [];

/** Engine procedures named by a pattern (keyword triggers: keyword:<name>:<value>). */
export function addProcResolver(resolver: Resolver): void {
  resolvers.push(resolver);
}

/** The steps of an engine procedure, or of a card's (`card:*`, from the context's registry). */
export function stepsOf(name: string, context: EngineContext): Step[] {
  const steps =
    procedures.get(name) ??
    context.cards.steps(name) ??
    resolvers.map((r) => r(name)).find((s) => s !== undefined);
  if (!steps) throw new Error(`Unknown procedure ${name}`);
  return steps;
}

export function makeFrame(
  proc: string,
  player: PlayerId,
  ctx: Record<string, Json> = {},
  source: string | null = null,
): Frame {
  return { proc, step: 0, player, source, ctx };
}

/** Queue a child procedure from inside a step. */
export function call(
  g: Run,
  proc: string,
  ctx: Record<string, Json> = {},
  player: PlayerId = g.me,
  source: string | null = g.frame.source,
): void {
  g.children.push(makeFrame(proc, player, ctx, source));
}

export function nextId(state: GameState): string {
  state.counter += 1;
  return `p${state.counter}`;
}

const MAX_STEPS = 20000;

/** Hooks run after every step (win checks, trigger collection). */
type AfterStep = (state: GameState, context: EngineContext) => void;
const afterSteps: AfterStep[] = [];
export function addAfterStep(hook: AfterStep): void {
  afterSteps.push(hook);
}

/**
 * Answers a decision without a command (a side the engine plays, driven-sides.ts); returns
 * whether it did.
 */
type DecisionDriver = (state: GameState, context: EngineContext) => boolean;
let decisionDriver: DecisionDriver | null = null;
export function setDecisionDriver(driver: DecisionDriver): void {
  decisionDriver = driver;
}

/**
 * Runs frames until a decision is needed, the stack is empty, or the game is over. A
 * decision of an engine-driven side is answered here and the run goes on; the step guard
 * counts from the last decision, so a long stretch of engine play is not mistaken for a loop.
 */
export function run(state: GameState, context: EngineContext): void {
  for (let guard = 0; guard < MAX_STEPS; guard++) {
    if (state.winner) return;
    if (state.decision) {
      if (!decisionDriver?.(state, context)) return;
      guard = 0;
      continue;
    }
    for (const hook of afterSteps) hook(state, context);
    if (state.winner) return;
    const frame = state.stack[state.stack.length - 1];
    if (!frame) return;
    const steps = stepsOf(frame.proc, context);
    const step = steps[frame.step];
    if (!step) {
      state.stack.pop();
      continue;
    }
    const g: Run = { state, context, frame, ctx: frame.ctx, me: frame.player, children: [] };
    const result = step(g);
    if (result && 'ask' in result) {
      if (g.children.length > 0) throw new Error(`${frame.proc}: a step may not ask and call`);
      const { player, ...rest } = result.ask;
      state.decision = { ...rest, id: nextId(state), player: player ?? frame.player };
      continue;
    }
    if (result && 'goto' in result) frame.step = result.goto;
    else if (result && 'end' in result) frame.step = steps.length;
    else frame.step += 1;
    for (let i = g.children.length - 1; i >= 0; i--) state.stack.push(g.children[i] as Frame);
  }
  throw new Error('The game ran too many steps without a decision');
}

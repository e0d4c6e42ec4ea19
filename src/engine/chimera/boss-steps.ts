/**
 * The procedures a boss's scripted steps run as: `chimera:<boss>:ultimate:<phase>`,
 * `chimera:<boss>:status:<aspect>`, `chimera:<boss>:statusLast:<aspect>`,
 * `chimera:<boss>:readySpell:<phase>` (a Dragonborn's) and
 * `chimera:<boss>:side:<phase>.<first roll of the row>` (a scripted behaviour side). The card
 * registry that holds the boss resolves them, so a game runs only the bosses of its context.
 */
import type { Step } from '../runner';
import type { BossRules } from './boss-rules';
import type { ChimeraPhase } from './chimera-state';

export function ultimateProc(boss: string, phase: ChimeraPhase): string {
  return `chimera:${boss}:ultimate:${phase}`;
}

export function readySpellProc(boss: string, phase: ChimeraPhase): string {
  return `chimera:${boss}:readySpell:${phase}`;
}

export function statusProc(boss: string, aspect: string, last: boolean): string {
  return `chimera:${boss}:${last ? 'statusLast' : 'status'}:${aspect}`;
}

export function sideProc(boss: string, phase: ChimeraPhase, firstRoll: number): string {
  return `chimera:${boss}:side:${phase}.${firstRoll}`;
}

/** The steps of a scripted side, found by its phase and the first roll of its row. */
function sideSteps(rules: BossRules, key: string): Step[] | undefined {
  const [phase, roll] = key.split('.').map(Number);
  if (phase === undefined || !isPhase(phase)) return undefined;
  const side = rules.behaviour[phase].find((r) => r.rolls[0] === roll)?.side;
  return side?.kind === 'scripted' ? side.steps : undefined;
}

function isPhase(value: number): value is ChimeraPhase {
  return value === 1 || value === 2 || value === 3;
}

/** The steps a `chimera:` procedure name (split on `:`) names in this boss's rules. */
export function bossSteps(
  rules: BossRules | undefined,
  [, , kind, key]: readonly string[],
): Step[] | undefined {
  if (!rules || key === undefined) return undefined;
  if (kind === 'ultimate') {
    const phase = Number(key);
    return isPhase(phase) ? rules.ultimate[phase].steps : undefined;
  }
  if (kind === 'side') return sideSteps(rules, key);
  if (kind === 'readySpell') {
    const phase = Number(key);
    return isPhase(phase) ? rules.readySpell?.[phase].steps : undefined;
  }
  const status = rules.aspects[key]?.status;
  if (kind === 'status') return status?.steps;
  if (kind === 'statusLast') return status?.lastToken;
  return undefined;
}

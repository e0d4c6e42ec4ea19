/**
 * The procedures a boss's scripted steps run as: `chimera:<boss>:ultimate:<phase>`,
 * `chimera:<boss>:readySpell:<phase>` (a Dragonborn's),
 * `chimera:<boss>:status:<aspect>` and `chimera:<boss>:statusLast:<aspect>`. The card
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
  if (kind === 'readySpell') {
    const phase = Number(key);
    return isPhase(phase) ? rules.readySpell?.[phase].steps : undefined;
  }
  const status = rules.aspects[key]?.status;
  if (kind === 'status') return status?.steps;
  if (kind === 'statusLast') return status?.lastToken;
  return undefined;
}

/**
 * The bosses the engine can play, by Chimera card stub, and the procedures their scripted
 * steps run as (`chimera:<boss>:ultimate:<phase>`, `chimera:<boss>:status:<aspect>`,
 * `chimera:<boss>:statusLast:<aspect>`). A boss is listed only once all of its cards are
 * scripted: any other is refused at setup rather than half played.
 */
import { addProcResolver } from '../runner';
import type { Step } from '../runner';
import type { AspectRules, BossRules } from './boss-rules';
import type { ChimeraPhase } from './chimera-state';

const byStub = new Map<string, BossRules>();

/**
 * Called once by `cards/bosses.ts` (loaded with the card scripts): the rules come from the
 * release scripts, which import the card API, which reaches this module.
 */
export function registerBosses(bosses: readonly BossRules[]): void {
  for (const boss of bosses) byStub.set(boss.chimera, boss);
}

export function bossRules(stub: string): BossRules | undefined {
  return byStub.get(stub);
}

export function playableBosses(): string[] {
  return [...byStub.keys()];
}

export function requireBoss(stub: string): BossRules {
  const rules = byStub.get(stub);
  if (!rules) throw new Error(`The Chimera ${stub} is not automated`);
  return rules;
}

export function aspectRules(boss: BossRules, stub: string): AspectRules | undefined {
  return boss.aspects[stub];
}

export function ultimateProc(boss: string, phase: ChimeraPhase): string {
  return `chimera:${boss}:ultimate:${phase}`;
}

export function statusProc(boss: string, aspect: string, last: boolean): string {
  return `chimera:${boss}:${last ? 'statusLast' : 'status'}:${aspect}`;
}

function isPhase(value: number): value is ChimeraPhase {
  return value === 1 || value === 2 || value === 3;
}

addProcResolver((name): Step[] | undefined => {
  const [prefix, boss, kind, key] = name.split(':');
  if (prefix !== 'chimera' || boss === undefined || key === undefined) return undefined;
  const rules = byStub.get(boss);
  if (!rules) return undefined;
  if (kind === 'ultimate') {
    const phase = Number(key);
    return isPhase(phase) ? rules.ultimate[phase].steps : undefined;
  }
  const status = rules.aspects[key]?.status;
  if (kind === 'status') return status?.steps;
  if (kind === 'statusLast') return status?.lastToken;
  return undefined;
});

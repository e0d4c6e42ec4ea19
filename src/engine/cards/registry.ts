/**
 * The registry of card scripts. A card without a script is still playable: it is moved and
 * marked by hand, and its text simply does nothing automatically.
 */
import { addProcResolver } from '../runner';
import type { Step } from '../runner';
import type { CardScript } from './api/types';

const scripts = new Map<string, CardScript>();
/** Stubs of cards with static abilities: the lasting-effects layer looks only for these. */
const withStatics = new Set<string>();

export function registerCard(script: CardScript): CardScript {
  scripts.set(script.stub, script);
  if (script.statics?.length) withStatics.add(script.stub);
  else withStatics.delete(script.stub);
  return script;
}

export function scriptOf(stub: string): CardScript | undefined {
  return scripts.get(stub);
}

export function hasStatics(stub: string): boolean {
  return withStatics.has(stub);
}

export function anyStatics(): boolean {
  return withStatics.size > 0;
}

export function isAutomated(stub: string): boolean {
  return scripts.has(stub);
}

export function automatedStubs(): string[] {
  return [...scripts.keys()].sort();
}

/**
 * Procedure names for card steps, by stable ids (never positions): card:<stub>:effect,
 * card:<stub>:ability:<ability id>, card:<stub>:trigger:<trigger name>.
 */
addProcResolver((name): Step[] | undefined => {
  const parts = name.split(':');
  if (parts[0] !== 'card') return undefined;
  const script = scripts.get(parts[1] ?? '');
  if (!script) return undefined;
  if (parts[2] === 'effect') return script.effect;
  if (parts[2] === 'ability') return script.abilities?.find((a) => a.id === parts[3])?.steps;
  if (parts[2] === 'trigger') {
    const id = parts.slice(3).join(':');
    return script.triggers?.find((t) => t.name === id)?.steps;
  }
  return undefined;
});

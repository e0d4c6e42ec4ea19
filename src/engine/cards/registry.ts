/**
 * A registry of card scripts, held by the engine context next to the catalogue (no module
 * fills it as a side effect of being imported): a game runs the scripts its context holds, so
 * a test can run a throwaway card in its own games without touching anyone else's. A card
 * without a script is still playable: it is moved and marked by hand, and its text simply
 * does nothing automatically.
 */
import { bossSteps } from '../chimera/boss-steps';
import type { BossRules } from '../chimera/boss-rules';
import type { Step } from '../runner';
import type { CardScript } from './api/types';

export class CardRegistry {
  private readonly scripts = new Map<string, CardScript>();
  /** Stubs of cards with static abilities: the lasting-effects layer looks only for these. */
  private readonly withStatics = new Set<string>();
  /** The event kinds each card's triggers answer: events look only at cards listening. */
  private readonly triggerKinds = new Map<string, Set<string>>();
  /** The event kinds the triggers an alteration gives its host answer. */
  private readonly grantedTriggerKinds = new Map<string, Set<string>>();
  /** The solo bosses whose rules are scripted, by Chimera card stub. */
  private readonly bosses = new Map<string, BossRules>();

  constructor(scripts: Iterable<CardScript> = [], bosses: Iterable<BossRules> = []) {
    for (const boss of bosses) this.bosses.set(boss.chimera, boss);
    for (const script of scripts) {
      if (this.scripts.has(script.stub)) throw new Error(`Two scripts for ${script.stub}`);
      this.scripts.set(script.stub, script);
      if (script.statics?.length) this.withStatics.add(script.stub);
      if (script.triggers?.length)
        this.triggerKinds.set(script.stub, new Set(script.triggers.map((t) => t.event)));
      if (script.grantedTriggers?.length)
        this.grantedTriggerKinds.set(
          script.stub,
          new Set(script.grantedTriggers.map((t) => t.event)),
        );
    }
  }

  /** A new registry with these scripts added (replacing any of the same stub). */
  with(extra: readonly CardScript[]): CardRegistry {
    const replaced = new Set(extra.map((s) => s.stub));
    return new CardRegistry(
      [...[...this.scripts.values()].filter((s) => !replaced.has(s.stub)), ...extra],
      this.bosses.values(),
    );
  }

  /** A new registry with these bosses' rules added (replacing any of the same Chimera). */
  withBosses(extra: readonly BossRules[]): CardRegistry {
    return new CardRegistry(this.scripts.values(), [...this.bosses.values(), ...extra]);
  }

  scriptOf(stub: string): CardScript | undefined {
    return this.scripts.get(stub);
  }

  hasStatics(stub: string): boolean {
    return this.withStatics.has(stub);
  }

  /** Whether the card's own triggers answer events of this kind. */
  listensTo(stub: string, kind: string): boolean {
    return this.triggerKinds.get(stub)?.has(kind) ?? false;
  }

  /** Whether the triggers this alteration gives its host answer events of this kind. */
  grantsTriggerOn(stub: string, kind: string): boolean {
    return this.grantedTriggerKinds.get(stub)?.has(kind) ?? false;
  }

  anyStatics(): boolean {
    return this.withStatics.size > 0;
  }

  /** A card with a script, or a boss (Chimera, Dragonborn) whose rules are scripted. */
  isAutomated(stub: string): boolean {
    return this.scripts.has(stub) || this.bosses.has(stub);
  }

  stubs(): string[] {
    return [...this.scripts.keys()].sort();
  }

  /** The stubs of the bosses whose rules are scripted (their Chimera or Dragonborn card). */
  bossStubs(): string[] {
    return [...this.bosses.keys()].sort();
  }

  /** A boss's rules, by its Chimera card stub; undefined when that boss is not scripted. */
  bossRules(chimera: string): BossRules | undefined {
    return this.bosses.get(chimera);
  }

  /**
   * The steps of a card procedure, named by stable ids (never positions): card:<stub>:effect,
   * card:<stub>:ability:<ability id>, card:<stub>:granted:<granted ability id>, card:<stub>:later
   * (what its effect left for a later turn),
   * card:<stub>:trigger:<trigger name>, card:<stub>:grantedTrigger:<trigger name> (one an
   * alteration gives its host); and a boss's, chimera:<boss>:… (`../chimera/boss-steps.ts`).
   */
  steps(name: string): Step[] | undefined {
    const parts = name.split(':');
    if (parts[0] === 'chimera') return bossSteps(this.bosses.get(parts[1] ?? ''), parts);
    if (parts[0] !== 'card') return undefined;
    const script = this.scripts.get(parts[1] ?? '');
    if (!script) return undefined;
    if (parts[2] === 'effect') return script.effect;
    if (parts[2] === 'later') return script.later;
    if (parts[2] === 'ability') return script.abilities?.find((a) => a.id === parts[3])?.steps;
    if (parts[2] === 'granted')
      return script.grantedAbilities?.find((a) => a.id === parts[3])?.steps;
    if (parts[2] === 'trigger') {
      const id = parts.slice(3).join(':');
      return script.triggers?.find((t) => t.name === id)?.steps;
    }
    if (parts[2] === 'grantedTrigger') {
      const id = parts.slice(3).join(':');
      return script.grantedTriggers?.find((t) => t.name === id)?.steps;
    }
    return undefined;
  }
}

/** Declares a card's script (scripts call it `defineCard`); the release's index lists it. */
export function defineCard(script: CardScript): CardScript {
  return script;
}

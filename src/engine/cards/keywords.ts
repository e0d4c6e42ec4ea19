/**
 * The keywords the engine owns: one entry per keyword with its printed name, whether it is
 * inexhaustible, and, for keywords that are triggered abilities (Overkill, Aftershock), the
 * trigger the engine adds to every card that declares them. A card only declares
 * `keywords: { overkill: 2 }`; the rule lives here or, for static keywords, where the rule
 * is asked (blocking in attack.ts, prevention in ops.ts and tough.ts, targeting in cardinfo.ts, Meditate in actions.ts, end of
 * round in flow/end-of-round-keywords.ts, what a spell may affect in cards/api/affect.ts).
 *
 * Adding a keyword: one entry here plus its rule (see cards/README.md).
 */
import { chooseCard } from './api/choices';
import { opponentsOf, phoenixbornOf, targetableUnits } from './api/queries';
import { eventOf, groupTacticsKeyword } from './api/triggers';
import { dealDamage } from './api/verbs';
import { addProcResolver } from '../runner';
import type { Step } from '../runner';
import type { Trigger, TriggerOn } from './api/types';

interface KeywordRule {
  /** As printed, for logs and trigger names. */
  name: string;
  /** Works while its card is exhausted (printed with `*`). */
  inexhaustible: boolean;
  /** A keyword that is a triggered ability: its trigger for a card with value n. */
  trigger?: (n: number) => Trigger;
  /** Its number is a numeral value of the ability ("Armored 1"), which Magnify increases. */
  numeral?: boolean;
}

/** "After this unit destroys a unit an opponent controls by attacking" */
function destroysByAttacking(
  name: string,
  steps: Trigger['steps'],
): TriggerOn<'unitDestroyedByAttack'> {
  return {
    name,
    event: 'unitDestroyedByAttack',
    inexhaustible: true,
    match: (q, e) => e.attacker === q.self && e.controller !== q.me,
    steps,
  };
}

function overkill(n: number): Trigger {
  return destroysByAttacking(`Overkill ${n}`, [
    // "that opponent's Phoenixborn": the controller of the destroyed unit.
    (g) => {
      const victim = eventOf(g, 'unitDestroyedByAttack')?.controller;
      const opponent = opponentsOf(g).find((p) => p === victim);
      if (opponent) dealDamage(g, phoenixbornOf(g, opponent), n);
    },
  ]);
}

function aftershock(n: number): Trigger {
  const target = chooseCard('aftershockTarget', {
    title: `Aftershock ${n}: you may deal ${n} damage to a unit`,
    from: (g) => targetableUnits(g),
    optional: true,
  });
  return destroysByAttacking(`Aftershock ${n}`, [
    target.ask,
    (g) => {
      dealDamage(g, target.of(g), n);
    },
  ]);
}

export const KEYWORDS = {
  alert: { name: 'Alert', inexhaustible: false },
  // Arrogance's lasting effect: no unit with a charm die on it may block or guard against this unit (attack.ts).
  arrogance: { name: 'Arrogance', inexhaustible: true },
  armored: { name: 'Armored', inexhaustible: true, numeral: true },
  aftershock: { name: 'Aftershock', inexhaustible: true, numeral: true, trigger: aftershock },
  bound: { name: 'Bound', inexhaustible: true },
  bypass: { name: 'Bypass', inexhaustible: false },
  charming: { name: 'Charming', inexhaustible: false },
  concealed: { name: 'Concealed', inexhaustible: false },
  /** Dormant: cannot attack unless charged (attack.ts `canAttack`). */
  dormant: { name: 'Dormant', inexhaustible: true },
  /** Ephemeral (Red Rains): destroyed once exhausted (`../chimera/ephemeral.ts`). */
  ephemeral: { name: 'Ephemeral', inexhaustible: true },
  fade: { name: 'Fade', inexhaustible: true },
  fleeting: { name: 'Fleeting', inexhaustible: true },
  gigantic: { name: 'Gigantic', inexhaustible: false, numeral: true },
  // A granted Group Tactics (Join the Hunt) adds to a printed one (rules digest §14.3).
  groupTactics: {
    name: 'Group Tactics',
    inexhaustible: false,
    numeral: true,
    trigger: groupTacticsKeyword,
  },
  infectious: { name: 'Infectious', inexhaustible: false },
  lost: { name: 'Lost', inexhaustible: true },
  noAbilities: { name: 'No abilities', inexhaustible: true },
  overkill: { name: 'Overkill', inexhaustible: true, numeral: true, trigger: overkill },
  quickStrike: { name: 'Quick Strike', inexhaustible: false },
  scatter: { name: 'Scatter', inexhaustible: true },
  spellGuard: { name: 'Spell Guard', inexhaustible: true },
  stalk: { name: 'Stalk', inexhaustible: false },
  terrifying: { name: 'Terrifying', inexhaustible: false, numeral: true },
  threatening: { name: 'Threatening', inexhaustible: false },
  tough: { name: 'Tough', inexhaustible: false, numeral: true },
  unitGuard: { name: 'Unit Guard', inexhaustible: false },
  unseen: { name: 'Unseen', inexhaustible: false },
} as const satisfies Record<string, KeywordRule>;

export type Keyword = keyof typeof KEYWORDS;

const KEYWORD_RULES: Record<Keyword, KeywordRule> = KEYWORDS;

export function keywordRule(keyword: Keyword): KeywordRule {
  return KEYWORD_RULES[keyword];
}

function isKeyword(name: string): name is Keyword {
  return Object.prototype.hasOwnProperty.call(KEYWORDS, name);
}

/** Keywords that are triggered abilities, in table order. */
export const TRIGGERED_KEYWORDS: readonly Keyword[] = Object.keys(KEYWORDS)
  .filter(isKeyword)
  .filter((k) => KEYWORD_RULES[k].trigger !== undefined);

const builtTriggers = new Map<string, Trigger>();
let listeners: Map<string, Keyword[]> | null = null;

/** The triggered keywords whose trigger answers this kind of event (built once). */
export function keywordsListeningTo(kind: string): readonly Keyword[] {
  if (!listeners) {
    const built = new Map<string, Keyword[]>();
    for (const name of TRIGGERED_KEYWORDS) {
      const event = keywordTrigger(name, 1)?.event;
      if (event) built.set(event, [...(built.get(event) ?? []), name]);
    }
    listeners = built;
  }
  return listeners.get(kind) ?? [];
}

/** The trigger of a keyword with this value (built once per keyword and value). */
export function keywordTrigger(name: Keyword, value: number): Trigger | undefined {
  const make = KEYWORD_RULES[name].trigger;
  if (!make || !Number.isInteger(value) || value <= 0) return undefined;
  const id = `${name}:${value}`;
  const known = builtTriggers.get(id);
  if (known) return known;
  const trigger = make(value);
  builtTriggers.set(id, trigger);
  return trigger;
}

// Steps of keyword triggers as procedures: keyword:<name>:<value>.
addProcResolver((proc): Step[] | undefined => {
  const [kind, name, value] = proc.split(':');
  if (kind !== 'keyword' || !name || !isKeyword(name)) return undefined;
  return keywordTrigger(name, Number(value))?.steps;
});

/**
 * Costs: parsing the catalogue's cost strings, and matching dice against dice requirements
 * (power pays class pays basic within one magic; any die pays basic).
 */
import type { CostEntry } from '../domain/cards';
import { DIE_LEVELS, isMagic } from '../domain/dice';
import type { DieLevel } from '../domain/dice';
import type { DiceSlot, DieState } from './state';

export interface ParsedCost {
  main: boolean;
  side: boolean;
  exhaust: boolean;
  discard: number;
  /** Alternative dice requirements; pay exactly one. A cost without dice has one empty option. */
  dice: DiceSlot[][];
  /** Alternative action costs ("[[main]] / [[side]]"): true when either action pays. */
  mainOrSide: boolean;
}

function parseOne(
  text: string,
): { kind: 'main' | 'side' | 'exhaust' | 'discard' } | { kind: 'dice'; slots: DiceSlot[] } | null {
  const t = text.trim();
  if (t === '[[main]]') return { kind: 'main' };
  if (t === '[[side]]') return { kind: 'side' };
  if (t === '[[exhaust]]') return { kind: 'exhaust' };
  const m = /^(\d+)?\s*\[\[([a-z]+)(?::([a-z]+))?\]\]$/.exec(t);
  if (!m) return null;
  const count = m[1] ? Number(m[1]) : 1;
  const what = m[2] ?? '';
  if (what === 'discard') return { kind: 'discard' };
  let slot: DiceSlot;
  if (what === 'basic') slot = { magic: null, level: 'basic' };
  else if (isMagic(what)) slot = { magic: what, level: m[3] === 'class' ? 'class' : 'power' };
  else return null;
  return { kind: 'dice', slots: Array.from({ length: count }, () => ({ ...slot })) };
}

function discardCount(text: string): number {
  const m = /^(\d+)/.exec(text.trim());
  return m ? Number(m[1]) : 1;
}

export function parseCost(entries: readonly CostEntry[]): ParsedCost {
  const cost: ParsedCost = {
    main: false,
    side: false,
    exhaust: false,
    discard: 0,
    dice: [[]],
    mainOrSide: false,
  };
  for (const entry of entries) {
    if (Array.isArray(entry)) {
      const parts = entry.map(parseOne);
      if (parts.some((p) => p?.kind === 'main') && parts.some((p) => p?.kind === 'side')) {
        cost.mainOrSide = true;
        continue;
      }
      const options = parts.flatMap((p) => (p?.kind === 'dice' ? [p.slots] : []));
      cost.dice = cost.dice.flatMap((base) => options.map((o) => [...base, ...o]));
      continue;
    }
    const part = parseOne(entry);
    if (!part) continue;
    if (part.kind === 'dice') cost.dice = cost.dice.map((base) => [...base, ...part.slots]);
    else if (part.kind === 'discard') cost.discard += discardCount(entry);
    else cost[part.kind] = true;
  }
  return cost;
}

const RANK: Record<DieLevel, number> = { basic: 0, class: 1, power: 2 };

export function levelRank(level: DieLevel): number {
  return RANK[level];
}

export function dieLevelAt(rank: number): DieLevel {
  return DIE_LEVELS[Math.max(0, Math.min(2, rank))] ?? 'basic';
}

export function diePays(die: Pick<DieState, 'magic' | 'level'>, slot: DiceSlot): boolean {
  if (slot.magic === null) return true;
  return die.magic === slot.magic && RANK[die.level] >= RANK[slot.level];
}

/** Sort so that the most demanding slots are matched first. */
function ordered(slots: DiceSlot[]): DiceSlot[] {
  return [...slots].sort(
    (a, b) => (b.magic ? 1 : 0) - (a.magic ? 1 : 0) || RANK[b.level] - RANK[a.level],
  );
}

/** Whether `chosen` dice (all must be used) plus some of `others` can fill every slot. */
export function canComplete(slots: DiceSlot[], chosen: DieState[], others: DieState[]): boolean {
  if (chosen.length > slots.length) return false;
  const sorted = ordered(slots);
  const used = new Set<number>();
  // Match chosen dice first (each to a distinct slot), then fill the rest from others.
  const assignChosen = (i: number): boolean => {
    if (i === chosen.length) return fillRest();
    const die = chosen[i] as DieState;
    for (let s = 0; s < sorted.length; s++) {
      if (used.has(s) || !diePays(die, sorted[s] as DiceSlot)) continue;
      used.add(s);
      if (assignChosen(i + 1)) return true;
      used.delete(s);
    }
    return false;
  };
  const fillRest = (): boolean => {
    const open = sorted.filter((_, s) => !used.has(s));
    const taken = new Set<number>();
    const fill = (k: number): boolean => {
      if (k === open.length) return true;
      for (let d = 0; d < others.length; d++) {
        if (taken.has(d) || !diePays(others[d] as DieState, open[k] as DiceSlot)) continue;
        taken.add(d);
        if (fill(k + 1)) return true;
        taken.delete(d);
      }
      return false;
    };
    return fill(0);
  };
  return assignChosen(0);
}

export function canPayDice(options: DiceSlot[][], pool: DieState[]): boolean {
  return options.some((slots) => canComplete(slots, [], pool));
}

/** Whether `chosen` is exactly a full payment of one option. */
export function isExactPayment(options: DiceSlot[][], chosen: DieState[]): boolean {
  return options.some((slots) => slots.length === chosen.length && canComplete(slots, chosen, []));
}

/**
 * The single payment when every way to pay uses the same kinds of dice (magic and face), so
 * asking would be pointless; null when the player has a real choice (or cannot pay).
 */
export function uniquePayment(options: DiceSlot[][], pool: DieState[]): DieState[] | null {
  const kinds = new Map<string, DieState[]>();
  for (const die of pool) {
    const key = `${die.magic}:${die.level}`;
    kinds.set(key, [...(kinds.get(key) ?? []), die]);
  }
  const signatures = new Set<string>();
  let found: DieState[] | null = null;
  for (const slots of options) {
    const sorted = ordered(slots);
    const counts = new Map<string, number>();
    const walk = (i: number, picked: string[]): boolean => {
      if (i === sorted.length) {
        const sig = [...picked].sort().join(',');
        if (!signatures.has(sig)) {
          signatures.add(sig);
          const taken = new Map<string, number>();
          found = picked.map((key) => {
            const n = taken.get(key) ?? 0;
            taken.set(key, n + 1);
            return (kinds.get(key) as DieState[])[n] as DieState;
          });
        }
        return signatures.size > 1;
      }
      for (const [key, dice] of kinds) {
        const n = counts.get(key) ?? 0;
        if (n >= dice.length || !diePays(dice[0] as DieState, sorted[i] as DiceSlot)) continue;
        counts.set(key, n + 1);
        picked.push(key);
        if (walk(i + 1, picked)) return true;
        picked.pop();
        counts.set(key, n);
      }
      return false;
    };
    if (walk(0, [])) return null;
  }
  return signatures.size === 1 ? found : null;
}

/**
 * The die an "X" cost asks X of ("X [[basic]]": Vengeance; "X [[charm:class]]": Farewell),
 * X chosen by the player when they play the card; null when the cost has no X.
 */
export function xDiceSlot(entries: readonly CostEntry[]): DiceSlot | null {
  for (const entry of entries) {
    if (typeof entry !== 'string') continue;
    const m = /^X\s*\[\[([a-z]+)(?::([a-z]+))?\]\]$/.exec(entry.trim());
    const what = m?.[1];
    if (what === 'basic') return { magic: null, level: 'basic' };
    if (what && isMagic(what))
      return { magic: what, level: m?.[2] === 'class' ? 'class' : 'power' };
  }
  return null;
}

/** The markers a card's lasting effects show on the board: value changes, keywords, restrictions. */
import type { CounterView } from '../protocol/game-view';
import { keywordRule } from './cards/keywords';
import type { Action, Stat } from './lasting';
import type { CardEffect } from './state';

const STAT_SHORT_NAMES: Record<Stat, string> = { attack: 'ATK', life: 'LIF', recover: 'REC' };

/** A crossed-out marker per act a restriction forbids ('block' as the board has always drawn it). */
const FORBIDDEN_COUNTERS: Record<Action, { name: string; shortName: string }> = {
  attack: { name: 'noAttack', shortName: 'ATK' },
  block: { name: 'block', shortName: 'BLK' },
  guard: { name: 'guard', shortName: 'GRD' },
  counter: { name: 'counter', shortName: 'CTR' },
  beTargeted: { name: 'target', shortName: 'TGT' },
  beAttacked: { name: 'attacked', shortName: 'ATD' },
  beGuarded: { name: 'guarded', shortName: 'GDD' },
  beBlocked: { name: 'blocked', shortName: 'BKD' },
  beTargetedBySpells: { name: 'spellTarget', shortName: 'SPL' },
  beTargetedByReactionSpells: { name: 'reactionTarget', shortName: 'RCT' },
};

function marker(name: string, shortName: string, cancel = false): CounterView {
  return { name, count: 1, ...(cancel ? { cancel: true } : {}), showValue: false, shortName };
}

/**
 * Lasting effects on a card as counters: value changes summed per stat, one marker per
 * granted keyword and per forbidden act, prevention summed, then granted abilities and copy.
 */
export function effectCounters(effects: readonly CardEffect[]): CounterView[] {
  const counters: CounterView[] = [];
  for (const stat of ['attack', 'life', 'recover'] as const) {
    const change = effects.reduce(
      (sum, e) => sum + (e.kind === 'value' && e.stat === stat ? e.amount : 0),
      0,
    );
    if (change !== 0)
      counters.push({
        name: stat,
        count: change,
        showValue: true,
        shortName: STAT_SHORT_NAMES[stat],
      });
  }
  const keywords = new Set(effects.flatMap((e) => (e.kind === 'keyword' ? [e.keyword] : [])));
  for (const key of keywords)
    counters.push(marker(key, keywordRule(key).name.slice(0, 3).toUpperCase()));
  const acts = new Set(effects.flatMap((e) => (e.kind === 'forbid' ? e.acts : [])));
  for (const act of acts) {
    const { name, shortName } = FORBIDDEN_COUNTERS[act];
    counters.push(marker(name, shortName, true));
  }
  const prevented = effects.reduce((sum, e) => sum + (e.kind === 'prevent' ? e.amount : 0), 0);
  if (prevented > 0)
    counters.push({ name: 'prevent', count: prevented, showValue: true, shortName: 'PRV' });
  if (effects.some((e) => e.kind === 'preventAll')) counters.push(marker('preventAll', 'PRA'));
  if (effects.some((e) => e.kind === 'ability')) counters.push(marker('ability', 'ABL'));
  if (effects.some((e) => e.kind === 'copy')) counters.push(marker('copy', 'CPY'));
  if (effects.some((e) => e.kind === 'exhausted')) counters.push(marker('exhausted', 'EXH'));
  if (effects.some((e) => e.kind === 'magnify')) counters.push(marker('magnify', 'MAG'));
  if (effects.some((e) => e.kind === 'mustAttack')) counters.push(marker('mustAttack', 'INF'));
  if (effects.some((e) => e.kind === 'swapPrinted')) counters.push(marker('swapped', 'SWP'));
  return counters;
}

/**
 * The battle display (game-board.md section 3, `attack`): which cards take part in the current
 * attack and the lines that pair them, drawn over the table by the scene and listed in the
 * battle zone.
 */
import type { AttackView } from '../../protocol/game-view';

export type BattleRole = 'attacker' | 'target' | 'guard';

/** Each card of the attack with its roles (a unit can be a target of one battle only). */
export function battleRoles(attack: AttackView | null): Map<string, BattleRole> {
  const roles = new Map<string, BattleRole>();
  if (!attack) return roles;
  for (const battle of attack.battles) {
    roles.set(battle.target, 'target');
    if (battle.guard) roles.set(battle.guard, 'guard');
  }
  // Attackers last: a card never both attacks and defends, and the attacker matters most.
  for (const battle of attack.battles) roles.set(battle.attacker, 'attacker');
  return roles;
}

export interface BattleSegment {
  kind: 'attack' | 'guard';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function centre(r: Box): { x: number; y: number } {
  return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
}

/**
 * One line per battle from the attacker to whoever meets it: the guard or blocker when there is
 * one (and then a second line from the guard to the card it protects), else the target. Cards
 * not on the table (`rectOf` gives null) draw no line.
 */
export function battleSegments(
  attack: AttackView | null,
  rectOf: (uuid: string) => Box | null,
): BattleSegment[] {
  if (!attack) return [];
  const out: BattleSegment[] = [];
  for (const battle of attack.battles) {
    const attacker = rectOf(battle.attacker);
    const target = rectOf(battle.target);
    const guard = battle.guard && battle.guard !== battle.target ? rectOf(battle.guard) : null;
    if (!attacker) continue;
    const a = centre(attacker);
    const meets = guard ?? target;
    if (meets) {
      const m = centre(meets);
      out.push({ kind: 'attack', x1: a.x, y1: a.y, x2: m.x, y2: m.y });
    }
    if (guard && target) {
      const g = centre(guard);
      const t = centre(target);
      out.push({ kind: 'guard', x1: g.x, y1: g.y, x2: t.x, y2: t.y });
    }
  }
  return out;
}

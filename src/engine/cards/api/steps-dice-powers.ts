/**
 * "Resolve its dice power without paying its cost" (Armed, Blessing of Lightning): the power of
 * a die's magic, as `../../dice-powers.ts` resolves it, with no side action spent and the die
 * where it is (a divine or charm die is attached from the exhausted pool).
 */
import '../../dice-powers';
import type { Magic } from '../../../domain/dice';
import { diePart, addLog, playerPart } from '../../log';
import { call } from '../../runner';
import type { Run } from '../../runner';
import type { DieState } from '../../state';
import type { Scope } from './queries';

/** Resolves the die's power now (a step: the power's own choices follow). */
export function resolveDicePower(g: Run, die: string | null): void {
  const found = die ? g.state.dice[die] : undefined;
  if (!found || found.owner !== g.me) return;
  addLog(g.state, [
    playerPart(g.state, g.me),
    ' resolves the dice power of ',
    diePart({ magic: found.magic, level: 'power' }),
  ]);
  call(g, `power:${found.magic}`, { die: found.uuid }, g.me, g.frame.source);
}

/** Dice of this magic in the player's exhausted pool. */
export function exhaustedDiceOfMagic(s: Scope, magic: Magic): Readonly<DieState>[] {
  return s.state.players[s.me].dice
    .map((d) => s.state.dice[d])
    .filter((d): d is DieState => d?.location === 'exhausted' && d.magic === magic);
}

/** "No longer attacking / blocking": units taken out of the battles still to resolve. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { removeFromBattle } from './battle-removal';
import { isAttacking } from './cards/api';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

function twoAttackers() {
  const s = scenario(catalogue, {
    p1: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight', 'iron-worker'] },
    p2: { phoenixborn: 'maeoni-viper', battlefield: ['anchornaut'] },
  });
  s.button('Attack Phoenixborn').click('hammer-knight').click('iron-worker').button('Done');
  return s;
}

describe('removal from battle', () => {
  it('an attacker no longer attacking has no battle: no damage, no exhaustion, not attacking', () => {
    const s = twoAttackers();
    const knight = s.unit('p1', 'hammer-knight')!.uuid;
    expect(removeFromBattle(s.state, s.context, knight)).toBe(true);
    const q = { state: s.state, context: s.context, me: 'p1' as const, self: knight };
    expect(isAttacking(q, knight)).toBe(false);
    expect(s.logLines()).toContain('Hammer Knight is no longer attacking');
    s.button('Done');
    // Only Iron Worker's battle was left: it resolved alone, without a choice of battle.
    expect(s.pb('p2').tokens.damage).toBe(2);
    expect(s.unit('p1', 'hammer-knight')!.tokens.exhaustion).toBe(0);
    expect(s.unit('p1', 'iron-worker')!.tokens.exhaustion).toBe(1);
  });

  it('a blocker no longer blocking leaves its attacker to hit the Phoenixborn, and does not counter', () => {
    const s = twoAttackers();
    const anchornaut = s.unit('p2', 'anchornaut')!.uuid;
    s.click('anchornaut').click('iron-worker').button('Done');
    expect(removeFromBattle(s.state, s.context, anchornaut)).toBe(true);
    expect(s.logLines()).toContain('Anchornaut is no longer blocking');
    s.click('iron-worker');
    // Both attackers reached the Phoenixborn (2 + 3); Anchornaut met nobody.
    expect(s.pb('p2').tokens.damage).toBe(5);
    expect(s.unit('p2', 'anchornaut')!.tokens).toEqual({ damage: 0, exhaustion: 0, status: 0 });
  });

  it('a unit in no battle is not taken out of anything', () => {
    const s = twoAttackers();
    const anchornaut = s.unit('p2', 'anchornaut')!.uuid;
    expect(removeFromBattle(s.state, s.context, anchornaut)).toBe(false);
  });
});

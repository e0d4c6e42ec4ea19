/** Unseen: an Unseen attacker may be blocked only once every attacker without Unseen is blocked. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import { unseenForbidsBlock } from './unseen';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

function attackWith(attackers: string[], defenders: string[]) {
  const s = scenario(catalogue, {
    p1: { phoenixborn: 'fiona-mercywind', battlefield: attackers },
    p2: { phoenixborn: 'coal-roarkwin', battlefield: defenders },
  });
  s.button('Attack Phoenixborn');
  for (const a of attackers) s.click(a);
  s.button('Done');
  return s;
}

describe('Unseen', () => {
  it('forbids blocking an Unseen attacker while an attacker without Unseen is unblocked', () => {
    const s = attackWith(['mind-fog-owl', 'iron-worker'], ['hammer-knight', 'anchornaut']);
    const owl = s.unit('p1', 'mind-fog-owl')!.uuid;
    const worker = s.unit('p1', 'iron-worker')!.uuid;
    expect(unseenForbidsBlock(s.state, s.context, owl)).toBe(true);
    expect(unseenForbidsBlock(s.state, s.context, worker)).toBe(false);
    s.click('anchornaut', 'p2');
    expect(unseenForbidsBlock(s.state, s.context, owl)).toBe(false);
  });

  it('an attack of Unseen attackers alone may be blocked (no attacker without Unseen is left)', () => {
    const s = attackWith(['mind-fog-owl'], ['hammer-knight']);
    s.click('hammer-knight', 'p2').button('Done', 'p2');
    expect(s.logLines()).toContain('Hammer Knight blocks Mind Fog Owl');
  });

  it('does not stop a guard', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'fiona-mercywind', battlefield: ['mind-fog-owl', 'iron-worker'] },
      p2: { phoenixborn: 'coal-roarkwin', battlefield: ['anchornaut', 'hammer-knight'] },
    });
    s.button('Attack a unit').click('anchornaut').click('mind-fog-owl');
    // The Phoenixborn may guard the unit the Unseen attacker attacks.
    expect(s.prompt().player).toBe('p2');
    s.click('coal-roarkwin', 'p2');
    expect(s.logLines()).toContain('Coal Roarkwin guards Anchornaut');
    expect(s.pb('p2').tokens.damage).toBe(2);
    expect(s.unit('p2', 'anchornaut')!.tokens.damage).toBe(0);
  });
});

/** The attacker chooses which battle resolves next: by its attacker or by the battle's button. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

describe('choosing the next battle', () => {
  const twoAttackers = () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight', 'iron-worker'] },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    return s
      .button('Attack Phoenixborn')
      .click('hammer-knight')
      .click('iron-worker')
      .button('Done')
      .button('Done');
  };

  it('says how to choose and offers a button per battle', () => {
    const s = twoAttackers();
    expect(s.prompt().player).toBe('p1');
    expect(s.prompt().title).toBe(
      'Choose the next battle to resolve: click its attacker or a button',
    );
    expect(s.prompt().buttons).toEqual([
      'Hammer Knight → Maeoni Viper',
      'Iron Worker → Maeoni Viper',
    ]);
    expect(s.offers('hammer-knight')).toBe(true);
  });

  it("a battle's button resolves that battle first", () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: 'coal-roarkwin',
        battlefield: ['hammer-knight', 'iron-worker', 'anchornaut'],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    s.button('Attack Phoenixborn').click('hammer-knight').click('iron-worker').click('anchornaut');
    s.button('Done').button('Done').button('Iron Worker → Maeoni Viper');
    expect(s.unit('p1', 'iron-worker')!.tokens.exhaustion).toBe(1);
    expect(s.unit('p1', 'hammer-knight')!.tokens.exhaustion).toBe(0);
    expect(s.prompt().buttons).toEqual([
      'Hammer Knight → Maeoni Viper',
      'Anchornaut → Maeoni Viper',
    ]);
  });
});

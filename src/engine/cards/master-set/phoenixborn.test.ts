import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

describe('Master Set Phoenixborn', () => {
  it('Aradel Summergaard — Water Blast deals 2 damage to a target unit', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'aradel-summergaard', dice: ['natural:class'] },
      p2: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight'] },
    });
    s.click('aradel-summergaard').click('hammer-knight');
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(2);
    expect(s.pb('p1').tokens.exhaustion).toBe(1);
    expect(s.state.turn?.sideActions).toBe(0);
  });

  it('Coal Roarkwin — Slash: discard a card, 1 damage to a unit, or the Phoenixborn if no units', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', hand: ['anchornaut', 'iron-worker'] },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    s.click('coal-roarkwin').click('anchornaut').button('Done').button('bob').click('maeoni-viper');
    expect(s.pb('p2').tokens.damage).toBe(1);
    expect(s.zoneStubs('p1', 'discard')).toEqual(['anchornaut']);
  });

  it('Jessa Na Ni — after a unit is destroyed, may spend 1 basic to deal 1 damage to a Phoenixborn', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'aradel-summergaard', dice: ['natural:power'] },
      p2: {
        phoenixborn: 'jessa-na-ni',
        battlefield: [{ stub: 'anchornaut' }],
        dice: ['charm:basic'],
      },
    });
    s.die('natural:power').click('anchornaut');
    expect(s.prompt()).toMatchObject({ player: 'p2', title: expect.stringMatching(/Screams/) });
    s.button('Yes').die('charm:basic').click('aradel-summergaard');
    expect(s.pb('p1').tokens.damage).toBe(1);
    expect(s.state.players.p2.usedThisTurn).toContain('jessa');
  });

  it('Maeoni Viper — Command Strike deals damage equal to a chosen unit’s attack', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: 'maeoni-viper',
        battlefield: ['hammer-knight'],
        dice: ['charm:basic', 'natural:basic'],
      },
      p2: { phoenixborn: 'coal-roarkwin', battlefield: [{ stub: 'iron-worker' }] },
    });
    s.click('maeoni-viper').click('hammer-knight').click('iron-worker');
    expect(s.unit('p2', 'iron-worker')).toBeUndefined();
    expect(s.zoneStubs('p2', 'discard')).toEqual(['iron-worker']);
  });

  it('Noah Redmoon — Shadow Target exhausts an opposing ready spell', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'noah-redmoon', dice: ['illusion:basic'] },
      p2: { phoenixborn: 'coal-roarkwin', spellboard: ['strengthen'] },
    });
    s.click('noah-redmoon').click('strengthen');
    expect(s.cards('p2', 'strengthen')[0]!.tokens.exhaustion).toBe(1);
  });

  it('Saria Guideman — Heart’s Pull draws 1 and may make a player discard the top of their deck', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'saria-guideman', deck: ['purge'], dice: ['charm:class'] },
      p2: { phoenixborn: 'coal-roarkwin', deck: ['anchornaut', 'iron-worker'] },
    });
    s.click('saria-guideman').button('Draw').button('Yes').button('bob');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['purge']);
    expect(s.zoneStubs('p2', 'discard')).toEqual(['anchornaut']);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { VEILED_UNIT } from '../../testing/boards';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

describe('Master Set reaction spells that cancel or prevent', () => {
  it('Golden Veil cancels a dice power targeting your unit', () => {
    const s = scenario(catalogue, VEILED_UNIT);
    s.die('natural:power').click('anchornaut');
    expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
    s.click('golden-veil');
    expect(s.unit('p2', 'anchornaut')).toBeTruthy();
    expect(s.unit('p2', 'anchornaut')!.tokens.damage).toBe(0);
    expect(s.logLines()).toContain('Golden Veil cancels the effect');
  });

  it('with a bluff timer set, the reaction window Pass button carries a timer', () => {
    const s = scenario(catalogue, VEILED_UNIT);
    s.send({ type: 'toggleOptionSetting', name: 'bluffTimer', value: 3 }, 'p2');
    s.die('natural:power').click('anchornaut');
    const prompt = s.view('p2').players.bob!.promptState;
    expect(prompt.timerLength).toBe(3);
    expect(prompt.buttons.find((b) => b.text === 'Pass')?.timer).toBe(true);
  });

  it('Golden Veil is not offered when your own effect targets your unit', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: 'aradel-summergaard',
        battlefield: ['anchornaut'],
        hand: ['golden-veil'],
        dice: ['natural:power', 'charm:power'],
      },
      p2: { phoenixborn: 'maeoni-viper' },
    });
    s.die('natural:power').click('anchornaut');
    expect(s.prompt().title).toBe('Choose an action');
  });

  it('Cover prevents damage to a guarding Phoenixborn and hits the attacker', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight'] },
      p2: {
        phoenixborn: 'aradel-summergaard',
        hand: ['cover'],
        battlefield: ['anchornaut'],
        dice: ['natural:power'],
      },
    });
    s.button('Attack a unit')
      .click('anchornaut')
      .click('hammer-knight')
      .click('aradel-summergaard');
    expect(s.prompt().title).toMatch(/play a reaction/);
    s.click('cover');
    expect(s.pb('p2').tokens.damage).toBe(0);
    expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(1);
  });

  it('Redirect moves damage from your Phoenixborn to a unit you control', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['iron-worker'] },
      p2: {
        phoenixborn: 'jessa-na-ni',
        hand: ['redirect'],
        battlefield: [{ stub: 'blood-archer', exhaustion: 1 }],
        dice: ['charm:power'],
      },
    });
    s.button('Attack Phoenixborn').click('iron-worker').button('Done').button('Done');
    s.click('redirect').click('blood-archer');
    expect(s.pb('p2').tokens.damage).toBe(0);
    expect(s.unit('p2', 'blood-archer')!.tokens.damage).toBe(2);
  });

  it('without a prevention card in hand, damage to a Phoenixborn is placed at once', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['iron-worker'] },
      p2: { phoenixborn: 'jessa-na-ni', hand: ['redirect'], battlefield: ['blood-archer'] },
    });
    s.button('Attack Phoenixborn').click('iron-worker').button('Done').button('Done');
    expect(s.pb('p2').tokens.damage).toBe(2);
  });
});

describe('attaching an alteration targets its host', () => {
  it('Golden Veil cancels an alteration attached to your unit: it stays in the discard pile', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: 'aradel-summergaard',
        hand: ['reflections-in-the-water'],
        dice: ['illusion:class'],
      },
      p2: {
        phoenixborn: 'maeoni-viper',
        hand: ['golden-veil'],
        battlefield: ['butterfly-monk'],
        dice: ['charm:power'],
      },
    });
    s.click('reflections-in-the-water').click('butterfly-monk');
    expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
    s.click('golden-veil');
    expect(s.unit('p2', 'butterfly-monk')!.upgrades).toEqual([]);
    expect(s.zoneStubs('p1', 'discard')).toEqual(['reflections-in-the-water']);
    expect(s.dice('p1', 'active')).toHaveLength(0);
  });

  it('without a cancel the alteration is attached after the reaction window', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: 'aradel-summergaard',
        hand: ['reflections-in-the-water'],
        dice: ['illusion:class'],
      },
      p2: {
        phoenixborn: 'maeoni-viper',
        hand: ['golden-veil'],
        battlefield: ['butterfly-monk'],
        dice: ['charm:power'],
      },
    });
    s.click('reflections-in-the-water').click('butterfly-monk').button('Pass');
    expect(s.cards('p1', 'reflections-in-the-water', 'attached')).toHaveLength(1);
    expect(s.unit('p2', 'butterfly-monk')!.upgrades).toHaveLength(1);
  });

  it('a Concealed unit of an opponent cannot be chosen as a host', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: 'aradel-summergaard',
        hand: ['reflections-in-the-water'],
        dice: ['illusion:class'],
        battlefield: ['iron-worker'],
      },
      p2: { phoenixborn: 'maeoni-viper', battlefield: ['stormwind-sniper'] },
    });
    s.click('reflections-in-the-water');
    expect(s.offers('stormwind-sniper')).toBe(false);
    expect(s.offers('iron-worker')).toBe(true);
  });
});

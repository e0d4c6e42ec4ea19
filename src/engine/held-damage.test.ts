/** Damage held open for prevention reactions: any damage to a unit, and partial prevention. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { standardCards } from './cards';
import type { CardRegistry } from './cards/registry';
import type { CardScript } from './cards/api';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import type { ScenarioSetup } from './testing/scenario';

/** Particle Shield's card, scripted to prevent 2 of any damage to a unit its player controls. */
const SHIELD = 'test-shield';
let catalogue: Record<string, Card>;
let cards: CardRegistry;

beforeAll(async () => {
  const base = await testCatalogue();
  const shield = base['particle-shield'];
  if (!shield) throw new Error('catalogue card missing');
  catalogue = { ...base, [SHIELD]: { ...shield, stub: SHIELD, name: 'Test Shield' } };
  const script: CardScript = {
    stub: SHIELD,
    reaction: { event: 'unitDamage', match: (q, e) => e.controller === q.me, prevents: 2 },
  };
  cards = standardCards().with([script]);
});

const game = (setup: ScenarioSetup) => scenario(catalogue, setup, cards);

describe('damage to a unit held open for prevention', () => {
  it('a reaction preventing part of it lets the rest be received', () => {
    const s = game({
      p1: { phoenixborn: 'coal-roarkwin', battlefield: ['hammer-knight'] },
      p2: {
        phoenixborn: 'maeoni-viper',
        hand: [SHIELD],
        battlefield: ['anchornaut'],
        dice: ['illusion:class'],
      },
    });
    s.button('Attack a unit').click('anchornaut').click('hammer-knight');
    for (let i = 0; i < 6 && !s.offers(SHIELD); i++) {
      const answer = ['No guard', 'Done', "Don't counter"].find((a) => s.offers(a));
      if (!answer) break;
      s.button(answer);
    }
    expect(s.prompt().title).toBe('Anchornaut is dealt 3 damage: play a reaction?');
    s.click(SHIELD);
    // 3 damage, 2 prevented: the Anchornaut (life 1) still falls.
    expect(s.unit('p2', 'anchornaut')).toBeUndefined();
  });

  it("a dice power's damage is held, and passing lets all of it be received", () => {
    const s = game({
      p1: { phoenixborn: 'coal-roarkwin', dice: ['natural:power'] },
      p2: {
        phoenixborn: 'maeoni-viper',
        hand: [SHIELD],
        battlefield: ['hammer-knight'],
        dice: ['illusion:class'],
      },
    });
    s.die('natural:power').click('hammer-knight');
    expect(s.prompt()).toMatchObject({ player: 'p2', buttons: ['Pass'] });
    s.button('Pass');
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
    expect(s.zoneStubs('p2', 'hand')).toEqual([SHIELD]);
  });

  it('is not held when no reaction could answer it', () => {
    const s = game({
      p1: { phoenixborn: 'coal-roarkwin', dice: ['natural:power'] },
      p2: { phoenixborn: 'maeoni-viper', hand: [SHIELD], battlefield: ['hammer-knight'] },
    });
    s.die('natural:power').click('hammer-knight');
    expect(s.prompt().player).toBe('p1');
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const hope = 'hope-everthorn';

const board = (defender: string, guards: string[]) =>
  scenario(catalogue, {
    p1: {
      phoenixborn: hope,
      battlefield: ['fox-spirit'],
      hand: ['ensnare'],
      dice: ['illusion:power'],
    },
    p2: { phoenixborn: defender, battlefield: ['anchornaut', ...guards] },
  });

function attackAnchornaut(s: ReturnType<typeof board>): void {
  s.button('Attack a unit').click('anchornaut').click('fox-spirit');
  if (s.offers('Done') && s.prompt().player === 'p1') s.button('Done');
}

describe('Ensnare', () => {
  it('after an opponent declares a guard, deals 2 damage to the guarding unit', () => {
    const s = board('astrea', ['steadfast-guardian']);
    attackAnchornaut(s);
    s.click('steadfast-guardian', 'p2');
    if (s.offers('Done') && s.prompt().player === 'p2') s.button('Done', 'p2');
    expect(s.offers('ensnare')).toBe(true);
    s.click('ensnare', 'p1');
    expect(s.prompt().title).toBe(
      'Ensnare: choose the guarding unit or Phoenixborn to deal 2 damage to',
    );
    s.click('steadfast-guardian');
    // Ensnare's 2, then Fox Spirit's 1 in the battle: the Guardian (life 3) is destroyed.
    expect(s.logLines()).toContain('Steadfast Guardian is dealt 2 damage');
    expect(s.unit('p2', 'steadfast-guardian')).toBeUndefined();
    expect(s.unit('p2', 'anchornaut')!.tokens.damage).toBe(0);
  });

  it('deals 2 damage to a guarding Phoenixborn', () => {
    const s = board('coal-roarkwin', []);
    attackAnchornaut(s);
    s.click('coal-roarkwin', 'p2');
    if (s.offers('Done') && s.prompt().player === 'p2') s.button('Done', 'p2');
    expect(s.offers('ensnare')).toBe(true);
    s.click('ensnare', 'p1').click('coal-roarkwin');
    // Ensnare's 2, then Fox Spirit's 1 in the battle.
    expect(s.logLines()).toContain('Coal Roarkwin is dealt 2 damage');
    expect(s.pb('p2').tokens.damage).toBe(3);
  });

  it('is not offered when no guard is declared', () => {
    const s = board('coal-roarkwin', []);
    attackAnchornaut(s);
    s.button('No guard', 'p2');
    expect(s.offers('ensnare')).toBe(false);
  });
});

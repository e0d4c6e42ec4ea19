/** effectResolved: raised once an action spell or an activated Phoenixborn ability has resolved (Copycat). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { standardCards } from './cards';
import type { CardRegistry } from './cards/registry';
import { draw } from './cards/api';
import type { CardScript } from './cards/api';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';
import type { ScenarioSetup } from './testing/scenario';

/** Copycat's card, scripted to draw a card after any opponent's resolved effect. */
const ECHO = 'test-echo';
let catalogue: Record<string, Card>;
let cards: CardRegistry;

beforeAll(async () => {
  const base = await testCatalogue();
  const copycat = base['copycat'];
  if (!copycat) throw new Error('catalogue card missing');
  catalogue = { ...base, [ECHO]: { ...copycat, stub: ECHO, name: 'Test Echo' } };
  const script: CardScript = {
    stub: ECHO,
    reaction: { event: 'effectResolved', match: (q, e) => e.controller !== q.me },
    effect: [(g) => void draw(g, 1)],
  };
  cards = standardCards().with([script]);
});

const game = (p1: Partial<ScenarioSetup['p1']>) =>
  scenario(
    catalogue,
    {
      p1: { phoenixborn: 'coal-roarkwin', ...p1 },
      p2: {
        phoenixborn: 'victoria-glassfire',
        hand: [ECHO],
        deck: ['vanish'],
        battlefield: ['hammer-knight'],
        dice: ['illusion:basic'],
      },
    },
    cards,
  );

describe('effectResolved', () => {
  it('is raised after an action spell resolves, once its effect is done', () => {
    const s = game({
      hand: ['one-hundred-blades'],
      deck: ['cover'],
      dice: ['natural:basic', 'natural:basic'],
    });
    s.click('one-hundred-blades').click('victoria-glassfire');
    // The whole effect has resolved first: damage dealt and the card drawn.
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
    expect(s.zoneStubs('p1', 'hand')).toEqual(['cover']);
    expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
    s.click(ECHO);
    expect(s.zoneStubs('p2', 'hand')).toEqual(['vanish']);
  });

  it('is raised after an activated Phoenixborn ability, not a unit or ready spell ability', () => {
    const pb = game({ hand: ['anchornaut'] });
    pb.click('coal-roarkwin')
      .click('anchornaut')
      .button('Done')
      .button('bob')
      .click('hammer-knight');
    expect(pb.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });

    const unit = game({ battlefield: ['flash-archer'] });
    unit.click('flash-archer').click('hammer-knight').button('Skip');
    expect(unit.prompt().player).toBe('p1');

    const spell = game({ spellboard: ['summon-shadow-spirit'], dice: ['illusion:power'] });
    spell.click('summon-shadow-spirit');
    expect(spell.prompt().player).toBe('p1');
  });
});

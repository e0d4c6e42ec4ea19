import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../domain/cards';
import { closeReactionSpellsThisTurn, reactionSpellsClosedTo } from './reaction-lock';
import { testCatalogue } from './testing/catalogue';
import { scenario } from './testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const veiled = () =>
  scenario(catalogue, {
    p1: { phoenixborn: 'aradel-summergaard', dice: ['natural:power'] },
    p2: {
      phoenixborn: 'maeoni-viper',
      hand: ['golden-veil'],
      battlefield: ['anchornaut'],
      dice: ['charm:power'],
    },
  });

describe('reaction spells closed for the rest of the turn', () => {
  it('a closed player is offered no reaction spell; others still are', () => {
    const open = veiled();
    open.die('natural:power').click('anchornaut');
    expect(open.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });

    const closed = veiled();
    closeReactionSpellsThisTurn(closed.state, ['p2']);
    expect(reactionSpellsClosedTo(closed.state, 'p2')).toBe(true);
    expect(reactionSpellsClosedTo(closed.state, 'p1')).toBe(false);
    closed.die('natural:power').click('anchornaut');
    expect(closed.prompt().title).toBe('Choose an action');
    expect(closed.unit('p2', 'anchornaut')).toBeUndefined();
  });

  it('the lock ends with the turn', () => {
    const s = veiled();
    closeReactionSpellsThisTurn(s.state, ['p2']);
    s.button('Pass').button('End Turn');
    expect(reactionSpellsClosedTo(s.state, 'p2')).toBe(false);
  });
});

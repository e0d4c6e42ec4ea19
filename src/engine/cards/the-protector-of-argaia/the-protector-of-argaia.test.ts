/** The Protector of Argaia: Fiona Mercywind, Mind Maze and Confusion Spores. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const fiona = 'fiona-mercywind';
const coal = 'coal-roarkwin';

describe('Fiona Mercywind — Ingenuity', () => {
  it('side, exhaust, discard 1: draws 1 card', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: fiona, hand: ['new-ideas'], deck: ['exhortation'] },
      p2: { phoenixborn: coal },
    });
    s.click(fiona);
    if (s.offers('Ingenuity')) s.button('Ingenuity');
    s.click('new-ideas').button('Done');
    s.button('Draw 1 card');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['exhortation']);
    expect(s.zoneStubs('p1', 'discard')).toEqual(['new-ideas']);
    expect(s.pb('p1').tokens.exhaustion).toBe(1);
    expect(s.state.turn?.sideActions).toBe(0);
  });

  it('or removes 1 exhaustion token from a ready spell you control', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: fiona,
        hand: ['new-ideas'],
        deck: ['exhortation'],
        spellboard: [{ stub: 'confusion-spores', exhaustion: 1 }],
      },
      p2: { phoenixborn: coal },
    });
    s.click(fiona);
    if (s.offers('Ingenuity')) s.button('Ingenuity');
    s.click('new-ideas').button('Done');
    s.button('Remove 1 exhaustion token');
    s.click('confusion-spores');
    expect(s.cards('p1', 'confusion-spores')[0]!.tokens.exhaustion).toBe(0);
    expect(s.zoneStubs('p1', 'hand')).toEqual([]);
  });
});

describe('Fiona Mercywind — Ingenuity limits', () => {
  it('offers only drawing when no ready spell has an exhaustion token', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: fiona,
        hand: ['new-ideas'],
        deck: ['exhortation'],
        spellboard: ['confusion-spores'],
      },
      p2: { phoenixborn: coal },
    });
    s.click(fiona);
    if (s.offers('Ingenuity')) s.button('Ingenuity');
    s.click('new-ideas').button('Done');
    expect(s.prompt().buttons).toEqual(['Draw 1 card']);
  });

  it('cannot be used without a card in hand to discard', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: fiona, deck: ['exhortation'] },
      p2: { phoenixborn: coal },
    });
    s.send({ type: 'cardClicked', uuid: s.pb('p1').uuid }, 'p1', true);
    expect(s.pb('p1').tokens.exhaustion).toBe(0);
    expect(s.zoneStubs('p1', 'hand')).toEqual([]);
  });
});

describe('Mind Maze', () => {
  const board = () =>
    scenario(catalogue, {
      p1: { phoenixborn: fiona, hand: ['mind-maze'], dice: ['charm:basic'] },
      p2: {
        phoenixborn: coal,
        hand: ['anchornaut'],
        battlefield: ['hammer-knight', 'iron-worker'],
        dice: ['natural:basic', 'natural:basic'],
      },
    });

  function mazeHammerKnight() {
    const s = board();
    s.click('mind-maze');
    s.click('hammer-knight');
    return s;
  }

  it('its unit cannot attack', () => {
    const s = mazeHammerKnight();
    expect(s.cards('p1', 'mind-maze', 'attached')).toHaveLength(1);
    s.button('End Turn');
    s.button('Attack Phoenixborn', 'p2');
    expect(s.offers('hammer-knight')).toBe(false);
    expect(s.offers('iron-worker')).toBe(true);
  });

  it('its unit cannot block or guard', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: fiona, battlefield: ['iron-worker'] },
      p2: {
        phoenixborn: coal,
        battlefield: [{ stub: 'hammer-knight', upgrades: ['mind-maze'] }],
      },
    });
    s.button('Attack Phoenixborn').click('iron-worker').button('Done');
    expect(s.offers('hammer-knight')).toBe(false);
  });

  it('Lost: its unit is discarded at the end of the round', () => {
    const s = mazeHammerKnight();
    s.button('End Turn');
    s.button('Pass', 'p2').button('End Turn', 'p2');
    expect(s.unit('p2', 'hammer-knight')).toBeDefined();
    while (s.state.round === 1) {
      const who = s.prompt().player ?? 'p1';
      if (s.offers('Pass')) s.button('Pass', who);
      else s.button(s.prompt().buttons[0]!, who);
    }
    expect(s.unit('p2', 'hammer-knight')).toBeUndefined();
    expect(s.zoneStubs('p2', 'discard')).toContain('hammer-knight');
    expect(s.zoneStubs('p1', 'discard')).toContain('mind-maze');
  });

  it('Escape: main, side, 1 basic, discard 1: the host’s controller discards the Mind Maze', () => {
    const s = mazeHammerKnight();
    s.button('End Turn');
    s.click('hammer-knight', 'p2');
    if (s.offers('Escape')) s.button('Escape', 'p2');
    s.click('anchornaut', 'p2').button('Done', 'p2');
    if (s.prompt().title.startsWith('Pay')) s.die('natural:basic', 'p2').button('Done', 'p2');
    expect(s.cards('p1', 'mind-maze', 'attached')).toHaveLength(0);
    expect(s.zoneStubs('p1', 'discard')).toContain('mind-maze');
    expect(s.zoneStubs('p2', 'discard')).toEqual(['anchornaut']);
    expect(s.dice('p2', 'exhausted')).toHaveLength(1);
    expect(s.state.turn?.mainAvailable).toBe(false);
    expect(s.state.turn?.sideActions).toBe(0);
  });

  it('only the host’s controller may Escape: the other player is not offered it', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: fiona, hand: ['new-ideas'], dice: ['charm:basic'] },
      p2: { phoenixborn: coal, battlefield: [{ stub: 'hammer-knight', upgrades: ['mind-maze'] }] },
    });
    s.send({ type: 'cardClicked', uuid: s.unit('p2', 'hammer-knight')!.uuid }, 'p1', true);
    expect(s.lastError).toBeDefined();
    expect(s.unit('p2', 'hammer-knight')!.upgrades).toHaveLength(1);
    expect(s.zoneStubs('p1', 'hand')).toEqual(['new-ideas']);
  });
});

describe('Confusion Spores', () => {
  it('side, exhaust: the target unit cannot block or guard this turn; Focus 1 may buy a side action', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: fiona,
        spellboard: ['confusion-spores', 'confusion-spores'],
        battlefield: ['iron-worker'],
        dice: ['sympathy:class'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('confusion-spores');
    if (s.offers('Confusion Spores')) s.button('Confusion Spores');
    s.click('hammer-knight');
    expect(s.prompt().title).toContain('Focus 1');
    s.die('sympathy:class');
    expect(s.dice('p1', 'exhausted')).toHaveLength(1);
    expect(s.state.turn?.sideActions).toBe(1);
    s.button('Attack Phoenixborn').click('iron-worker').button('Done');
    expect(s.offers('hammer-knight')).toBe(false);
  });

  it('without focus no extra side action is offered', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: fiona, spellboard: ['confusion-spores'], dice: ['sympathy:class'] },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('confusion-spores');
    if (s.offers('Confusion Spores')) s.button('Confusion Spores');
    s.click('hammer-knight');
    expect(s.prompt().title).toBe('Choose an action');
    expect(s.state.turn?.sideActions).toBe(0);
    expect(s.dice('p1', 'active')).toHaveLength(1);
  });
});

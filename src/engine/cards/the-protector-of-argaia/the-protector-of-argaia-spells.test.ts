/** The Protector of Argaia: Essence Druid and the action spells. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { shownAttack } from '../../testing/attacks';
import { hiddenLeaks } from '../../testing/hidden-leaks';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const fiona = 'fiona-mercywind';
const coal = 'coal-roarkwin';

describe('Essence Druid', () => {
  it('Spell Recall: may place a ready spell from the discard pile into its hand', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: fiona,
        hand: ['essence-druid'],
        discard: ['new-ideas', 'confusion-spores'],
        dice: ['sympathy:power', 'charm:class', 'charm:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('essence-druid');
    if (s.prompt().title.startsWith('Pay')) s.button('Done');
    expect(s.offers('new-ideas')).toBe(false);
    s.click('confusion-spores');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['confusion-spores']);
    expect(s.zoneStubs('p1', 'discard')).toEqual(['new-ideas']);
  });

  it('Tame 2: units in battle with it have 2 less attack', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight', 'iron-worker'] },
      p2: { phoenixborn: fiona, battlefield: ['essence-druid'] },
    });
    s.button('Attack Phoenixborn').click('hammer-knight').click('iron-worker').button('Done');
    s.click('essence-druid', 'p2');
    if (s.prompt().title === 'Choose the attacker to block') s.click('hammer-knight', 'p2');
    expect(shownAttack(s, 'alice', 'hammer-knight')).toBe(1);
    expect(shownAttack(s, 'alice', 'iron-worker')).toBe(2);
  });
});

describe('Return to Soil', () => {
  it('destroying the unit: the opponent discards their top card, then up to 2 of their discards are removed', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: fiona, hand: ['return-to-soil'], dice: ['charm:class'] },
      p2: {
        phoenixborn: coal,
        battlefield: ['anchornaut'],
        deck: ['iron-worker', 'hammer-knight'],
        discard: ['exhortation'],
      },
    });
    s.click('return-to-soil');
    s.click('anchornaut');
    expect(s.zoneStubs('p2', 'deck')).toEqual(['hammer-knight']);
    expect(s.prompt().title).toContain('up to 2');
    s.click('anchornaut').click('iron-worker').button('Done');
    expect(s.zoneStubs('p2', 'discard')).toEqual(['exhortation']);
    expect(s.cards('p2', 'anchornaut')[0]!.zone).toBe('purged');
  });

  it('a unit that survives: nothing more happens', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: fiona, hand: ['return-to-soil'], dice: ['charm:class'] },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'], deck: ['hammer-knight'] },
    });
    s.click('return-to-soil').click('iron-worker');
    expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
    expect(s.zoneStubs('p2', 'deck')).toEqual(['hammer-knight']);
    expect(s.prompt().title).toBe('Choose an action');
  });

  it('only targets units an opponent controls', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: fiona,
        hand: ['return-to-soil'],
        battlefield: ['anchornaut'],
        dice: ['charm:class'],
      },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
    });
    s.click('return-to-soil');
    expect(s.offers('anchornaut')).toBe(false);
    expect(s.offers('iron-worker')).toBe(true);
  });
});

describe('Exhortation', () => {
  it('each of 2 units you control adds the other’s current attack to its own this turn', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: fiona,
        hand: ['exhortation'],
        battlefield: ['hammer-knight', 'iron-worker'],
        dice: ['charm:class', 'sympathy:class'],
      },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    s.click('exhortation');
    if (s.prompt().title.startsWith('Pay')) s.button('Done');
    expect(s.offers('anchornaut')).toBe(false);
    s.click('hammer-knight').click('iron-worker').button('Done');
    expect(shownAttack(s, 'alice', 'hammer-knight')).toBe(5);
    expect(shownAttack(s, 'alice', 'iron-worker')).toBe(5);
    expect(s.state.turn?.sideActions).toBe(0);
    s.button('Pass').button('End Turn');
    expect(shownAttack(s, 'alice', 'hammer-knight')).toBe(3);
  });

  it('is not playable with fewer than 2 units', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: fiona,
        hand: ['exhortation'],
        battlefield: ['hammer-knight'],
        dice: ['charm:class', 'sympathy:class'],
      },
      p2: { phoenixborn: coal },
    });
    s.send({ type: 'cardClicked', uuid: s.cards('p1', 'exhortation')[0]!.uuid }, 'p1', true);
    expect(s.zoneStubs('p1', 'hand')).toEqual(['exhortation']);
  });
});

describe('New Ideas', () => {
  it('places a card of the hand on the bottom of the draw pile, then draws 3, naming no card', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: fiona,
        hand: ['new-ideas', 'exhortation'],
        deck: ['mind-maze', 'return-to-soil', 'essence-druid', 'confusion-spores'],
        dice: ['sympathy:class'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('new-ideas');
    if (s.offers('Side action')) s.button('Side action');
    expect(s.prompt().title).toBe(
      'New Ideas: choose a card in your hand to place on the bottom of your draw pile',
    );
    for (const viewer of ['p2', null] as const)
      expect(hiddenLeaks(s.state, s.view(viewer), viewer ? s.name(viewer) : null)).toEqual([]);
    s.click('exhortation');
    expect(s.zoneStubs('p1', 'hand').sort()).toEqual(
      ['essence-druid', 'mind-maze', 'return-to-soil'].sort(),
    );
    expect(s.zoneStubs('p1', 'deck')).toEqual(['confusion-spores', 'exhortation']);
    expect(s.logLines().some((l) => l.includes('Exhortation'))).toBe(false);
    expect(hiddenLeaks(s.state, s.view('p2'), s.name('p2'))).toEqual([]);
  });
});

describe('Seeds of Aggression', () => {
  it('your unit and an opponent’s unit deal damage to each other equal to their attack', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: fiona,
        hand: ['seeds-of-aggression'],
        battlefield: ['iron-worker'],
        dice: ['charm:power'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('seeds-of-aggression');
    if (s.prompt().title.startsWith('Pay')) s.button('Done');
    expect(s.offers('hammer-knight')).toBe(false);
    s.click('iron-worker');
    s.click('hammer-knight');
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(2);
    expect(s.unit('p1', 'iron-worker')).toBeUndefined();
  });

  it('is not playable without a unit on each side', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: fiona, hand: ['seeds-of-aggression'], dice: ['sympathy:power'] },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.send(
      { type: 'cardClicked', uuid: s.cards('p1', 'seeds-of-aggression')[0]!.uuid },
      'p1',
      true,
    );
    expect(s.zoneStubs('p1', 'hand')).toEqual(['seeds-of-aggression']);
  });
});

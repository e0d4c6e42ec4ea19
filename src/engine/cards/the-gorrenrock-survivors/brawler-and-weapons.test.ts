/** Gorrenrock Brawler (Brawl 1, Comeback) and Hunting Weapons (Hunt 1). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const brawler = 'gorrenrock-brawler';
const lulu = 'lulu-firststone';
const coal = 'coal-roarkwin';

describe('Gorrenrock Brawler', () => {
  it('Brawl 1: declared as an attacker, it takes a status token when the unit it attacks is destroyed', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: lulu, battlefield: [brawler] },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    s.button('Attack a unit')
      .click('anchornaut')
      .click(brawler)
      .button('No guard', 'p2')
      .button("Don't counter", 'p2');
    expect(s.cards('p2', 'anchornaut', 'discard')).toHaveLength(1);
    expect(s.unit('p1', brawler)!.tokens.status).toBe(1);
  });

  it('Brawl 1: not declared this turn, it takes nothing when another unit is destroyed', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: lulu, battlefield: [brawler, 'iron-worker'] },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    s.button('Attack a unit').click('anchornaut').click('iron-worker');
    s.button('No guard', 'p2').button("Don't counter", 'p2');
    expect(s.cards('p2', 'anchornaut', 'discard')).toHaveLength(1);
    expect(s.unit('p1', brawler)!.tokens.status).toBe(0);
  });

  it('Brawl 1: declared as a blocker, it takes a status token when the attacker it counters is destroyed', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
      p2: { phoenixborn: lulu, battlefield: [brawler] },
    });
    s.button('Attack Phoenixborn').click('iron-worker').button('Done');
    s.click(brawler, 'p2').button('Done', 'p2');
    expect(s.cards('p1', 'iron-worker', 'discard')).toHaveLength(1);
    expect(s.unit('p2', brawler)!.tokens.status).toBe(1);
  });

  it('Brawl 1 works while it is exhausted (a later battle of the same attack)', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: lulu, battlefield: [brawler, 'hammer-knight'] },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    s.button('Attack Phoenixborn').click(brawler).click('hammer-knight').button('Done');
    s.click('anchornaut', 'p2').click('hammer-knight', 'p2').button('Done', 'p2');
    // The Brawler's battle first: it is exhausted when the last battle destroys Anchornaut.
    s.click(brawler);
    expect(s.unit('p1', brawler)!.tokens.exhaustion).toBe(1);
    expect(s.cards('p2', 'anchornaut', 'discard')).toHaveLength(1);
    expect(s.unit('p1', brawler)!.tokens.status).toBe(1);
  });

  it('Comeback: with 6 or more tokens of any type, removes them all, even while exhausted', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: lulu,
        battlefield: [{ stub: brawler, damage: 2, exhaustion: 1, status: 3 }],
        dice: ['charm:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click(brawler);
    if (s.offers('Comeback')) s.button('Comeback');
    expect(s.unit('p1', brawler)!.tokens).toEqual({ damage: 0, exhaustion: 0, status: 0 });
    expect(s.dice('p1', 'active')).toHaveLength(0);
    expect(s.state.turn?.mainAvailable).toBe(false);
  });

  it('Comeback: with fewer than 6 tokens, nothing is removed', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: lulu,
        battlefield: [{ stub: brawler, damage: 2, status: 3 }],
        dice: ['charm:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click(brawler);
    if (s.offers('Comeback')) s.button('Comeback');
    expect(s.unit('p1', brawler)!.tokens).toEqual({ damage: 2, exhaustion: 0, status: 3 });
    expect(s.state.turn?.mainAvailable).toBe(false);
  });
});

describe('Hunting Weapons', () => {
  it('can only be attached to an ally, and gives it +1 attack', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: lulu,
        hand: ['hunting-weapons'],
        battlefield: ['iron-worker', 'emberoot-lizard'],
        dice: ['natural:power'],
      },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    s.click('hunting-weapons');
    expect(s.offers('iron-worker')).toBe(true);
    expect(s.offers('emberoot-lizard')).toBe(false);
    expect(s.offers('anchornaut')).toBe(true);
    s.click('iron-worker');
    const worker = s.unit('p1', 'iron-worker')!;
    expect(worker.upgrades.map((u) => s.state.cards[u]!.stub)).toEqual(['hunting-weapons']);
    const shown = s
      .view('p1')
      .players['alice']!.cardPiles.cardsInPlay.find((c) => c.uuid === worker.uuid);
    expect(shown?.attack).toBe(3);
  });

  it('Hunt 1: declared as an attacker, the host may deal 1 damage to a unit an opponent controls', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: lulu,
        battlefield: [{ stub: 'iron-worker', upgrades: ['hunting-weapons'] }, 'mist-spirit'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.button('Attack Phoenixborn').click('iron-worker').button('Done');
    expect(s.prompt().title).toBe(
      'Hunting Weapons, Hunt 1: you may deal 1 damage to a unit an opponent controls',
    );
    expect(s.offers('mist-spirit')).toBe(false);
    expect(s.offers('iron-worker')).toBe(false);
    s.click('hammer-knight');
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
  });

  it('Hunt 1 may be skipped; a unit without the spell has no Hunt', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: lulu,
        battlefield: [{ stub: 'iron-worker', upgrades: ['hunting-weapons'] }, 'mist-spirit'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.button('Attack Phoenixborn').click('iron-worker').button('Done').button('Skip');
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(0);
    expect(s.prompt().player).toBe('p2');
    const other = scenario(catalogue, {
      p1: { phoenixborn: lulu, battlefield: ['iron-worker'] },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    other.button('Attack Phoenixborn').click('iron-worker').button('Done');
    expect(other.prompt().player).toBe('p2');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const noah = 'noah-redmoon';
const coal = 'coal-roarkwin';

describe('The Shadows of Viros cards', () => {
  it('Small Sacrifice damages your unit, then may damage an opposing unit', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: noah,
        spellboard: ['small-sacrifice'],
        battlefield: ['masked-wolf'],
        dice: ['ceremonial:class'],
      },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
    });
    s.click('small-sacrifice').click('masked-wolf').click('iron-worker');
    expect(s.unit('p1', 'masked-wolf')).toBeUndefined();
    expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
  });

  it('Small Sacrifice with focus may exhaust both units instead', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: noah,
        spellboard: ['small-sacrifice', 'small-sacrifice'],
        battlefield: ['masked-wolf'],
        dice: ['ceremonial:class'],
      },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
    });
    s.click('small-sacrifice').click('masked-wolf').click('iron-worker').button('Exhaust both');
    expect(s.unit('p1', 'masked-wolf')!.tokens.exhaustion).toBe(1);
    expect(s.unit('p2', 'iron-worker')!.tokens.exhaustion).toBe(1);
  });

  it('Summon Masked Wolf (side action); with focus and an illusion power die, one more side action', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: noah,
        spellboard: ['summon-masked-wolf', 'summon-masked-wolf'],
        dice: ['illusion:power'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('summon-masked-wolf');
    expect(s.unit('p1', 'masked-wolf')).toBeTruthy();
    expect(s.state.turn?.sideActions).toBe(1);
  });

  it('Summon False Demon; False Demon — Nightmare damages an exhausted unit', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: noah,
        spellboard: ['summon-false-demon'],
        dice: ['illusion:class', 'ceremonial:basic'],
      },
      p2: {
        phoenixborn: coal,
        battlefield: [{ stub: 'iron-worker', exhaustion: 1 }, 'hammer-knight'],
      },
    });
    s.click('summon-false-demon');
    expect(s.offers('hammer-knight')).toBe(false);
    s.click('iron-worker');
    expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
  });

  it('Sleight of Hand draws 3 cards', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: noah,
        hand: ['sleight-of-hand'],
        deck: ['fear', 'seal', 'purge', 'cover'],
        dice: ['illusion:power', 'ceremonial:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('sleight-of-hand');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['fear', 'seal', 'purge']);
  });

  it('Bound Soul returns an ally from your discard pile', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: noah,
        hand: ['bound-soul'],
        discard: ['stormwind-sniper', 'seal'],
        dice: ['ceremonial:class'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('bound-soul').click('stormwind-sniper');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['stormwind-sniper']);
  });

  it('Resummon destroys your conjuration and places it again', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: noah,
        spellboard: ['resummon'],
        battlefield: [{ stub: 'false-demon', damage: 1, exhaustion: 1 }],
        dice: ['ceremonial:class', 'illusion:class'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('resummon').click('false-demon');
    const demon = s.unit('p1', 'false-demon')!;
    expect(demon.tokens).toEqual({ damage: 0, exhaustion: 0, status: 0 });
  });

  it('Summon Sleeping Widows places 2 widows after a unit you control is destroyed', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, dice: ['natural:power'] },
      p2: {
        phoenixborn: noah,
        hand: ['summon-sleeping-widows'],
        battlefield: ['masked-wolf'],
        dice: ['ceremonial:class', 'ceremonial:class'],
      },
    });
    s.die('natural:power').click('masked-wolf').click('summon-sleeping-widows');
    expect(s.cards('p2', 'sleeping-widow', 'battlefield')).toHaveLength(2);
  });

  it('Shadow Strike deals 3 damage to a unit that is not attacking', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['iron-worker', 'hammer-knight'] },
      p2: { phoenixborn: noah, hand: ['shadow-strike'], dice: ['illusion:power'] },
    });
    s.button('Attack Phoenixborn').click('iron-worker').button('Done').click('shadow-strike');
    expect(s.offers('iron-worker')).toBe(false);
    s.click('hammer-knight');
    expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(3);
  });

  it('Fade Away destroys its host at the end of the round and removes an ally from the game', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: noah, hand: ['fade-away'], dice: ['illusion:class'] },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('fade-away').click('hammer-knight');
    s.button('End Turn').button('Pass').button('End Turn').button('Pass').button('End Turn');
    while (s.offers('Done')) s.button('Done');
    expect(s.unit('p2', 'hammer-knight')).toBeUndefined();
    expect(s.zoneStubs('p2', 'purged')).toEqual(['hammer-knight']);
    expect(s.zoneStubs('p1', 'discard')).toEqual(['fade-away']);
  });

  it('Stormwind Sniper — Ambush on coming into play; Concealed from unit attacks while unexhausted', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: noah,
        hand: ['stormwind-sniper'],
        dice: ['ceremonial:class', 'illusion:class'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('stormwind-sniper').click(coal);
    expect(s.pb('p2').tokens.damage).toBe(1);
    const t = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      p2: { phoenixborn: noah, battlefield: ['stormwind-sniper'] },
    });
    expect(t.offers('Attack a unit')).toBe(false);
  });

  it('Masked Wolf, Mist Spirit and Sleeping Widow are plain conjurations', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: noah, battlefield: ['masked-wolf', 'sleeping-widow', 'mist-spirit'] },
      p2: { phoenixborn: coal },
    });
    expect(
      s.view('p1').players.alice!.cardPiles.cardsInPlay.map((c) => [c.attack, c.life]),
    ).toEqual([
      [2, 1],
      [2, 1],
      [1, 1],
    ]);
  });
});

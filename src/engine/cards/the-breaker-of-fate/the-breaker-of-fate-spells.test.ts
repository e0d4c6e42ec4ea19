/** The Breaker of Fate: its spells. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { hiddenLeaks } from '../../testing/hidden-leaks';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const jericho = 'jericho-reborn';
const coal = 'coal-roarkwin';

describe('Accelerate', () => {
  it('draws 1, changes 2 dice to chosen sides and gives 2 more side actions', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        hand: ['accelerate'],
        deck: ['outmatch'],
        dice: ['time:class', 'charm:basic', 'natural:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('accelerate');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['outmatch']);
    s.die('charm:basic').button('Power');
    s.die('natural:basic').button('Class');
    expect(
      s
        .dice('p1', 'active')
        .map((d) => `${d.magic}:${d.level}`)
        .sort(),
    ).toEqual(['charm:power', 'natural:class']);
    expect(s.state.turn?.sideActions).toBe(2);
  });
});

describe('Flash Strike', () => {
  const attack = (status: number) => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        battlefield: [{ stub: 'iron-worker', status }],
        hand: ['flash-strike'],
        dice: ['time:class'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.button('Attack a unit').click('hammer-knight').click('iron-worker');
    s.button('No guard', 'p2');
    return s;
  };

  it('after the defender had the choice of a guard: +2 attack and Quick Strike this turn', () => {
    const s = attack(1);
    expect(s.prompt()).toMatchObject({ player: 'p1', title: 'Play a reaction spell?' });
    s.click('flash-strike').click('iron-worker');
    // Iron Worker (now 4 attack, Quick Strike) destroys Hammer Knight (life 4) before its counter.
    s.button('Counter', 'p2');
    expect(s.cards('p2', 'hammer-knight', 'discard')).toHaveLength(1);
    expect(s.unit('p1', 'iron-worker')!.tokens.damage).toBe(0);
  });

  it('is not offered without a unit with a status token', () => {
    const s = attack(0);
    expect(s.prompt().title).not.toBe('Play a reaction spell?');
  });
});

describe('Outmatch', () => {
  it('after an opponent declares attackers, adds 4 to a unit you control this turn', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      p2: {
        phoenixborn: jericho,
        battlefield: ['anchornaut'],
        hand: ['outmatch'],
        dice: ['time:power'],
      },
    });
    s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
    s.click('outmatch', 'p2');
    expect(s.offers('hammer-knight')).toBe(false);
    s.click('anchornaut', 'p2');
    const anchornaut = s.unit('p2', 'anchornaut')!;
    const shown = s
      .view('p2')
      .players['bob']!.cardPiles.cardsInPlay.find((c) => c.uuid === anchornaut.uuid);
    expect(shown?.attack).toBe(4);
  });
});

describe('Outmatch — not after its own player’s attack', () => {
  it('is not offered when its player declares the attackers', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        battlefield: ['iron-worker'],
        hand: ['outmatch'],
        dice: ['time:power'],
      },
      p2: { phoenixborn: coal },
    });
    s.button('Attack Phoenixborn').click('iron-worker').button('Done');
    expect(s.prompt().title).not.toBe('Play a reaction spell?');
  });
});

describe('Foresight', () => {
  it('during the draw step, may draw 1 additional card', () => {
    const s = scenario(catalogue, {
      phase: 'prepare',
      round: 2,
      p1: { phoenixborn: jericho, spellboard: ['foresight'], deck: Array(8).fill('outmatch') },
      p2: { phoenixborn: coal, deck: Array(5).fill('anchornaut') },
    });
    s.button('Done').button('Done');
    expect(s.prompt().title).toBe('Foresight: draw 1 additional card?');
    s.button('Draw 1');
    expect(s.state.players.p1.hand).toHaveLength(6);
  });

  it('main, exhaust: of the top 2 of a player’s draw pile, one goes to the bottom', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jericho, spellboard: ['foresight'], deck: ['outmatch'] },
      p2: { phoenixborn: coal, deck: ['anchornaut', 'iron-worker', 'hammer-knight'] },
    });
    s.click('foresight');
    if (s.offers('Foresight')) s.button('Foresight');
    s.button(s.name('p2'));
    expect(s.prompt().buttons).toEqual(['Anchornaut', 'Iron Worker']);
    for (const viewer of ['p2', null] as const)
      expect(hiddenLeaks(s.state, s.view(viewer), viewer ? s.name(viewer) : null)).toEqual([]);
    s.button('Anchornaut');
    expect(s.zoneStubs('p2', 'deck')).toEqual(['iron-worker', 'hammer-knight', 'anchornaut']);
    expect(s.logLines().some((l) => l.includes('Anchornaut'))).toBe(false);
    expect(s.unit('p1', 'foresight')).toBeUndefined();
    expect(s.cards('p1', 'foresight', 'spellboard')[0]!.tokens.exhaustion).toBe(1);
  });
});

describe('Stasis', () => {
  const attacked = (dice: string[]) => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight', 'iron-worker'] },
      p2: { phoenixborn: jericho, hand: ['stasis'], dice },
    });
    s.button('Attack Phoenixborn').click('hammer-knight').click('iron-worker').button('Done');
    return s;
  };

  it('~ after an opponent declares attackers, played without its side action: the unit is exhausted and no longer attacking', () => {
    const s = attacked(['time:class']);
    expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
    s.click('stasis', 'p2').click('hammer-knight', 'p2');
    expect(s.logLines()).toContain('Hammer Knight is no longer attacking');
    s.button('Done', 'p2');
    // Only Iron Worker's 2 damage reached the Phoenixborn.
    expect(s.pb('p2').tokens.damage).toBe(2);
    const knight = s.unit('p1', 'hammer-knight')!;
    expect(knight.upgrades).toHaveLength(1);
    expect(knight.tokens.exhaustion).toBe(0);
    expect(s.logLines()).toContain(
      'Hammer Knight is considered exhausted while Stasis is attached',
    );
    expect(s.state.players.p2.limitedPlayed).toBe(1);
  });

  it('Unchain: the host’s controller pays main and side to discard it', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: [{ stub: 'hammer-knight', upgrades: ['stasis'] }] },
      p2: { phoenixborn: jericho },
    });
    s.click('hammer-knight');
    if (s.offers('Unchain')) s.button('Unchain');
    expect(s.unit('p1', 'hammer-knight')!.upgrades).toEqual([]);
    expect(s.cards('p1', 'stasis', 'discard')).toHaveLength(1);
    expect(s.state.turn?.mainAvailable).toBe(false);
    expect(s.state.turn?.sideActions).toBe(0);
  });

  it('is a reaction spell for its ~ play: not offered while Law of Sight forbids reaction spells', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'], spellboard: ['law-of-sight'] },
      p2: { phoenixborn: jericho, hand: ['stasis'], dice: ['time:class'] },
    });
    s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
    expect(s.prompt().title).not.toBe('Play a reaction spell?');
    expect(s.zoneStubs('p2', 'hand')).toEqual(['stasis']);
  });

  it('is not offered without a time class die', () => {
    const s = attacked(['charm:basic']);
    expect(s.prompt().title).not.toBe('Play a reaction spell?');
  });
});

describe('Blink', () => {
  it('removes a unit from the game; it returns to its owner’s battlefield at the end of the turn', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jericho, hand: ['blink'], dice: ['charm:basic'] },
      p2: { phoenixborn: coal, battlefield: [{ stub: 'iron-worker', damage: 1, exhaustion: 1 }] },
    });
    s.click('blink').click('iron-worker');
    expect(s.unit('p2', 'iron-worker')).toBeUndefined();
    expect(s.cards('p2', 'iron-worker', 'purged')).toHaveLength(1);
    s.button('Pass').button('End Turn');
    const back = s.unit('p2', 'iron-worker')!;
    // It came back as a new unit: no tokens.
    expect(back.tokens).toEqual({ damage: 0, exhaustion: 0, status: 0 });
    expect(s.logLines()).toContain(`Iron Worker returns to ${s.name('p2')}'s battlefield`);
  });

  it('a conjuration goes back to its conjuration pile and does not return', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        hand: ['blink'],
        dice: ['charm:basic'],
        battlefield: ['time-hopper'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('blink').click('time-hopper');
    s.button('Pass').button('End Turn');
    expect(s.unit('p1', 'time-hopper')).toBeUndefined();
    expect(s.cards('p1', 'time-hopper', 'archives').length).toBeGreaterThan(0);
  });
});

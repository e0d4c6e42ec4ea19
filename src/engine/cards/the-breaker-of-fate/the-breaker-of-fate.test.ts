/** The Breaker of Fate: Jericho, Reborn, its units, conjurations and summoning spells. */
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

describe('Jericho, Reborn — Prepare', () => {
  it('places the chosen card of the draw pile on top after a shuffle, naming it to nobody', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        deck: ['anchornaut', 'iron-worker', 'outmatch', 'accelerate'],
        dice: ['time:class'],
      },
      p2: { phoenixborn: coal },
    });
    s.click(jericho);
    if (s.offers('Prepare')) s.button('Prepare');
    expect(s.prompt().buttons).toEqual(['Anchornaut', 'Iron Worker', 'Outmatch', 'Accelerate']);
    for (const viewer of ['p2', null] as const)
      expect(hiddenLeaks(s.state, s.view(viewer), viewer ? s.name(viewer) : null)).toEqual([]);
    s.button('Outmatch');
    expect(s.zoneStubs('p1', 'deck')[0]).toBe('outmatch');
    expect(s.zoneStubs('p1', 'deck')).toHaveLength(4);
    expect(s.logLines().some((l) => l.includes('Outmatch'))).toBe(false);
    expect(s.pb('p1').tokens.exhaustion).toBe(1);
    expect(s.state.turn?.sideActions).toBe(0);
  });
});

describe('Swift Messenger', () => {
  it('~ Swift: after a unit comes into play on an opponent’s battlefield, played without its main action; Assist 1 draws', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, hand: ['anchornaut'], dice: ['natural:basic'] },
      p2: {
        phoenixborn: jericho,
        hand: ['swift-messenger'],
        deck: ['outmatch'],
        dice: ['time:class'],
      },
    });
    s.click('anchornaut');
    expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
    s.click('swift-messenger', 'p2');
    expect(s.unit('p2', 'swift-messenger')).toBeDefined();
    expect(s.zoneStubs('p2', 'hand')).toEqual(['outmatch']);
    expect(s.state.players.p2.limitedPlayed).toBe(1);
  });

  it('Swift is not offered after its own player’s unit comes into play', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        hand: ['swift-messenger', 'anchornaut'],
        deck: ['outmatch'],
        dice: ['time:class', 'charm:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('anchornaut').die('charm:basic').button('Done');
    expect(s.unit('p1', 'anchornaut')).toBeDefined();
    expect(s.prompt().title).toBe('Choose an action');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['swift-messenger']);
  });
});

describe('Time Hopper', () => {
  it('Gift 1: may place a status token on another unit; Fearful: it cannot block', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        spellboard: ['summon-time-hopper'],
        battlefield: ['anchornaut'],
        dice: ['time:class'],
      },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
    });
    s.click('summon-time-hopper');
    if (s.offers('Summon Time Hopper')) s.button('Summon Time Hopper');
    expect(s.offers('time-hopper')).toBe(false);
    s.click('anchornaut');
    expect(s.unit('p1', 'anchornaut')!.tokens.status).toBe(1);
    s.button('Pass').button('End Turn');
    s.button('Attack Phoenixborn', 'p2').click('iron-worker', 'p2').button('Done', 'p2');
    expect(s.offers('time-hopper')).toBe(false);
    expect(s.offers('anchornaut')).toBe(true);
  });
});

describe('Summon Time Hopper — Focus 1', () => {
  it('with an unexhausted Time Hopper holding a status token, may place a second', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        spellboard: ['summon-time-hopper', 'summon-time-hopper'],
        battlefield: [{ stub: 'time-hopper', status: 1 }],
        archives: ['time-hopper', 'time-hopper'],
        dice: ['time:class'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('summon-time-hopper');
    if (s.offers('Summon Time Hopper')) s.button('Summon Time Hopper');
    s.button('Skip');
    s.button('Place another');
    s.button('Skip');
    expect(s.cards('p1', 'time-hopper', 'battlefield')).toHaveLength(3);
  });

  it('without focus, no second Time Hopper is offered', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        spellboard: ['summon-time-hopper'],
        battlefield: [{ stub: 'time-hopper', status: 1 }],
        archives: ['time-hopper', 'time-hopper'],
        dice: ['time:class'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('summon-time-hopper');
    if (s.offers('Summon Time Hopper')) s.button('Summon Time Hopper');
    s.button('Skip');
    expect(s.prompt().title).toBe('Choose an action');
    expect(s.cards('p1', 'time-hopper', 'battlefield')).toHaveLength(2);
  });
});

describe('Summon Turtle Guard and Turtle Guard', () => {
  it('may place a Turtle Guard (main, side, 1 time power)', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jericho, spellboard: ['summon-turtle-guard'], dice: ['time:power'] },
      p2: { phoenixborn: coal },
    });
    s.click('summon-turtle-guard');
    if (s.offers('Summon Turtle Guard')) s.button('Summon Turtle Guard');
    s.button('Place it');
    expect(s.unit('p1', 'turtle-guard')).toBeDefined();
    expect(s.state.turn?.mainAvailable).toBe(false);
    expect(s.state.turn?.sideActions).toBe(0);
  });

  it('Focus 1: not placing one, may exhaust a Turtle Guard to exhaust an opponent’s unit', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        spellboard: ['summon-turtle-guard', 'summon-turtle-guard'],
        battlefield: ['turtle-guard'],
        dice: ['time:power'],
      },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
    });
    s.click('summon-turtle-guard');
    if (s.offers('Summon Turtle Guard')) s.button('Summon Turtle Guard');
    s.button("Don't");
    s.click('turtle-guard');
    s.click('iron-worker');
    expect(s.unit('p1', 'turtle-guard')!.tokens.exhaustion).toBe(1);
    expect(s.unit('p2', 'iron-worker')!.tokens.exhaustion).toBe(1);
  });

  it('Rooted: it cannot attack; Unit Guard: it guards a unit being attacked', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jericho, battlefield: ['turtle-guard', 'anchornaut'] },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
    });
    s.button('Attack Phoenixborn');
    expect(s.offers('turtle-guard')).toBe(false);
    s.button('Cancel').button('Pass').button('End Turn');
    s.button('Attack a unit', 'p2').click('anchornaut', 'p2').click('iron-worker', 'p2');
    expect(s.offers('turtle-guard')).toBe(true);
    s.click('turtle-guard');
    expect(s.unit('p1', 'turtle-guard')!.tokens.damage).toBe(2);
    expect(s.unit('p1', 'anchornaut')!.tokens.damage).toBe(0);
  });

  it('Withdraw: while exhausted, no damage dealt to it is received', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      p2: { phoenixborn: jericho, battlefield: [{ stub: 'turtle-guard', exhaustion: 1 }] },
    });
    s.button('Attack a unit').click('turtle-guard').click('hammer-knight');
    expect(s.unit('p2', 'turtle-guard')!.tokens.damage).toBe(0);
  });
});

describe('Standard Bearer', () => {
  it('Resourceful 1: a status token as it comes into play', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: jericho, hand: ['standard-bearer'], dice: ['time:class', 'charm:basic'] },
      p2: { phoenixborn: coal },
    });
    s.click('standard-bearer');
    expect(s.unit('p1', 'standard-bearer')!.tokens.status).toBe(1);
  });

  it('Inspire 1: declared as an attacker, adds 1 to up to as many other attackers as its status tokens', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: jericho,
        battlefield: [{ stub: 'standard-bearer', status: 1 }, 'iron-worker', 'anchornaut'],
      },
      p2: { phoenixborn: coal },
    });
    s.button('Attack Phoenixborn')
      .click('standard-bearer')
      .click('iron-worker')
      .click('anchornaut')
      .button('Done');
    expect(s.prompt().title).toBe(
      'Standard Bearer, Inspire 1: choose other attacking units to add 1 to their attack',
    );
    expect(s.offers('standard-bearer')).toBe(false);
    s.click('iron-worker').button('Done');
    const worker = s.unit('p1', 'iron-worker')!;
    const shown = s
      .view('p1')
      .players['alice']!.cardPiles.cardsInPlay.find((c) => c.uuid === worker.uuid);
    expect(shown?.attack).toBe(3);
  });
});

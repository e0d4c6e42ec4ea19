/** The Queen of Lightning: its spells. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { hiddenLeaks } from '../../testing/hidden-leaks';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const dimona = 'dimona-odinstar';
const coal = 'coal-roarkwin';

describe('Blessing of Lightning', () => {
  it('resolves the powers of up to 3 divine dice of the exhausted pool, one by one', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        hand: ['blessing-of-lightning'],
        battlefield: ['iron-worker', 'anchornaut'],
        dice: ['divine:class'],
        exhaustedDice: ['divine:power', 'divine:basic', 'time:power'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('blessing-of-lightning');
    // The paid die is exhausted too: three divine dice to choose from.
    expect(s.prompt().buttons).toEqual(['Done']);
    s.die('divine:power').click('iron-worker');
    s.die('divine:basic').click('anchornaut');
    // No unit is left without a divine die: the third die's power has nowhere to go.
    s.die('divine:class');
    const attached = s.dice('p1', 'attached');
    expect(attached.map((d) => d.host).sort()).toEqual(
      [s.unit('p1', 'iron-worker')!.uuid, s.unit('p1', 'anchornaut')!.uuid].sort(),
    );
    expect(
      s
        .dice('p1', 'exhausted')
        .map((d) => d.magic)
        .sort(),
    ).toEqual(['divine', 'time']);
    expect(s.state.turn?.sideActions).toBe(0);
  });

  it('Done stops the choosing', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        hand: ['blessing-of-lightning'],
        battlefield: ['iron-worker'],
        dice: ['divine:class'],
        exhaustedDice: ['divine:power'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('blessing-of-lightning').button('Done');
    expect(s.dice('p1', 'attached')).toHaveLength(0);
    expect(s.prompt().title).toBe('Choose an action');
  });
});

describe('Crystal Armor', () => {
  it('played from the turn: side and a divine die, +1 attack, life and recover', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        hand: ['crystal-armor'],
        battlefield: ['iron-worker'],
        dice: ['divine:class'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('crystal-armor').click('iron-worker');
    const worker = s.unit('p1', 'iron-worker')!;
    const shown = s
      .view('p1')
      .players['alice']!.cardPiles.cardsInPlay.find((c) => c.uuid === worker.uuid);
    expect([shown?.attack, shown?.life, shown?.recover]).toEqual([3, 3, 2]);
    expect(s.state.turn?.sideActions).toBe(0);
  });

  it('~ after an opponent declares attackers, played paying 1 time power instead', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      p2: {
        phoenixborn: dimona,
        battlefield: ['iron-worker'],
        hand: ['crystal-armor'],
        dice: ['time:power'],
      },
    });
    s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
    expect(s.prompt()).toMatchObject({ player: 'p2', title: 'Play a reaction spell?' });
    s.click('crystal-armor', 'p2').click('iron-worker', 'p2');
    expect(s.unit('p2', 'iron-worker')!.upgrades).toHaveLength(1);
    expect(s.dice('p2', 'active')).toHaveLength(0);
    expect(s.logLines()).toContain(`${s.name('p2')} plays Crystal Armor as a reaction`);
  });

  it('~ is not offered without a time power die, nor after its player’s own attack', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      p2: {
        phoenixborn: dimona,
        battlefield: ['iron-worker'],
        hand: ['crystal-armor'],
        dice: ['divine:class'],
      },
    });
    s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
    expect(s.prompt().title).not.toBe('Play a reaction spell?');
    const own = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        battlefield: ['iron-worker'],
        hand: ['crystal-armor'],
        dice: ['time:power'],
      },
      p2: { phoenixborn: coal },
    });
    own.button('Attack Phoenixborn').click('iron-worker').button('Done');
    expect(own.prompt().title).not.toBe('Play a reaction spell?');
  });
});

describe('Disengage', () => {
  const blocked = () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        battlefield: ['iron-worker', 'hammer-knight'],
        hand: ['disengage'],
        dice: ['time:power'],
      },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    s.button('Attack Phoenixborn').click('iron-worker').click('hammer-knight').button('Done');
    return s;
  };

  it('after blockers: a blocked ally is no longer attacking and its blocker is exhausted', () => {
    const s = blocked();
    s.click('anchornaut', 'p2').click('iron-worker', 'p2').button('Done', 'p2');
    expect(s.prompt()).toMatchObject({ player: 'p1', title: 'Play a reaction spell?' });
    s.click('disengage');
    expect(s.offers('hammer-knight')).toBe(false);
    s.click('iron-worker');
    expect(s.unit('p2', 'anchornaut')!.tokens.exhaustion).toBe(1);
    expect(s.logLines()).toContain('Iron Worker is no longer attacking');
    // Only Hammer Knight's battle is left.
    expect(s.unit('p1', 'iron-worker')!.tokens.exhaustion).toBe(0);
    expect(s.pb('p2').tokens.damage).toBe(3);
    expect(s.unit('p2', 'anchornaut')!.tokens.damage).toBe(0);
  });

  it('is not offered when no attacking ally is blocked', () => {
    const s = blocked();
    s.button('Done', 'p2');
    expect(s.prompt().title).not.toBe('Play a reaction spell?');
  });
});

describe('Piercing Light', () => {
  it('a unit you control with a divine die on it has Overkill 1', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        spellboard: ['piercing-light'],
        battlefield: ['iron-worker'],
        exhaustedDice: ['divine:power'],
      },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    const worker = s.unit('p1', 'iron-worker')!.uuid;
    const die = s.dice('p1', 'exhausted')[0]!;
    s.state.dice[die.uuid] = { ...die, location: 'attached', host: worker };
    s.button('Attack a unit').click('anchornaut').click('iron-worker');
    s.button('No guard', 'p2').button("Don't counter", 'p2');
    expect(s.cards('p2', 'anchornaut', 'discard')).toHaveLength(1);
    expect(s.pb('p2').tokens.damage).toBe(1);
  });

  it('a unit without a divine die on it has no Overkill', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: dimona, spellboard: ['piercing-light'], battlefield: ['iron-worker'] },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    s.button('Attack a unit').click('anchornaut').click('iron-worker');
    s.button('No guard', 'p2').button("Don't counter", 'p2');
    expect(s.cards('p2', 'anchornaut', 'discard')).toHaveLength(1);
    expect(s.pb('p2').tokens.damage).toBe(0);
  });
});

describe('Reinforce', () => {
  const reinforce = (deck: string[], dice: string[] = []) =>
    scenario(catalogue, {
      p1: { phoenixborn: dimona, spellboard: ['reinforce'], deck, dice },
      p2: { phoenixborn: coal },
    });

  it('reveals an ally of the top 5 into hand, shuffles, and may play it without actions', () => {
    const s = reinforce(
      [
        'blessing-of-lightning',
        'disengage',
        'iron-worker',
        'piercing-light',
        'reinforce',
        'anchornaut',
      ],
      ['charm:basic', 'charm:basic'],
    );
    s.click('reinforce');
    if (s.offers('Reinforce')) s.button('Reinforce');
    // Only the ally of the top 5 may be revealed (Anchornaut is 6th).
    expect(s.prompt().buttons).toEqual(['Iron Worker', 'Skip']);
    for (const viewer of ['p2', null] as const)
      expect(hiddenLeaks(s.state, s.view(viewer), viewer ? s.name(viewer) : null)).toEqual([]);
    s.button('Iron Worker');
    expect(s.logLines()).toContain(
      `${s.name('p1')} reveals Iron Worker and places it into their hand`,
    );
    s.button('Yes');
    expect(s.unit('p1', 'iron-worker')).toBeDefined();
    expect(s.dice('p1', 'active')).toHaveLength(0);
    expect(s.state.turn?.sideActions).toBe(1);
  });

  it('without the dice to pay, the revealed card stays in hand and is not offered', () => {
    const s = reinforce(['iron-worker']);
    s.click('reinforce');
    if (s.offers('Reinforce')) s.button('Reinforce');
    s.button('Iron Worker');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['iron-worker']);
    expect(s.prompt().title).toBe('Choose an action');
  });

  it('may reveal nothing', () => {
    const s = reinforce(['iron-worker']);
    s.click('reinforce');
    if (s.offers('Reinforce')) s.button('Reinforce');
    s.button('Skip');
    expect(s.zoneStubs('p1', 'hand')).toEqual([]);
    expect(s.zoneStubs('p1', 'deck')).toEqual(['iron-worker']);
  });
});

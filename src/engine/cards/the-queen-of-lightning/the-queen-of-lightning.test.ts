/** The Queen of Lightning: Dimona Odinstar, its units and conjurations. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const dimona = 'dimona-odinstar';
const coal = 'coal-roarkwin';

describe('Dimona Odinstar — Promote', () => {
  it('removes an exhausted ally and places it face down under an Empyrean Mount', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        battlefield: [{ stub: 'iron-worker', exhaustion: 1 }, 'anchornaut'],
        dice: ['charm:basic', 'charm:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click(dimona);
    if (s.offers('Promote')) s.button('Promote');
    expect(s.offers('anchornaut')).toBe(false);
    s.click('iron-worker');
    const mount = s.unit('p1', 'empyrean-mount')!;
    expect(mount.under).toHaveLength(1);
    expect(s.unit('p1', 'iron-worker')).toBeUndefined();
    expect(s.pb('p1').tokens.exhaustion).toBe(1);
    expect(s.dice('p1', 'active')).toHaveLength(0);
    expect(s.state.turn?.mainAvailable).toBe(false);
  });

  it('is not usable with no Empyrean Mount left in the conjuration pile', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        battlefield: [{ stub: 'iron-worker', exhaustion: 1 }],
        archives: [],
        dice: ['charm:basic', 'charm:basic'],
      },
      p2: { phoenixborn: coal },
    });
    expect(s.offers(dimona)).toBe(false);
  });

  it('is not usable without an exhausted ally', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        battlefield: ['anchornaut'],
        dice: ['charm:basic', 'charm:basic'],
      },
      p2: { phoenixborn: coal },
    });
    expect(s.offers(dimona)).toBe(false);
  });
});

describe('Empyrean Mount', () => {
  it('Battlemaster: the chosen unit must block it; the defender cannot lift that block', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: dimona, battlefield: ['empyrean-mount', 'iron-worker'] },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight', 'anchornaut'] },
    });
    s.button('Attack Phoenixborn').click('empyrean-mount').click('iron-worker').button('Done');
    expect(s.prompt().title).toBe(
      'Empyrean Mount, Battlemaster: you may choose a unit an opponent controls; it must block',
    );
    s.click('anchornaut');
    expect(s.logLines()).toContain('Anchornaut must block Empyrean Mount');
    expect(s.prompt().player).toBe('p2');
    // Anchornaut is placed already: clicking it does not lift the block.
    expect(s.offers('anchornaut')).toBe(false);
    s.button('Done', 'p2');
    expect(s.logLines()).toContain('Anchornaut blocks Empyrean Mount');
  });

  it('Battlemaster: a unit unable to block (exhausted) is not forced', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: dimona, battlefield: ['empyrean-mount'] },
      p2: { phoenixborn: coal, battlefield: [{ stub: 'anchornaut', exhaustion: 1 }] },
    });
    s.button('Attack Phoenixborn').click('empyrean-mount').button('Done');
    s.click('anchornaut');
    s.button('Done', 'p2');
    expect(s.pb('p2').tokens.damage).toBe(3);
  });

  it('Dismount: destroyed, the allies its owner owns under it return to their hand', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        battlefield: [{ stub: 'iron-worker', exhaustion: 1 }],
        hand: [],
        dice: ['charm:basic', 'charm:basic'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click(dimona);
    if (s.offers('Promote')) s.button('Promote');
    s.click('iron-worker');
    const mount = s.unit('p1', 'empyrean-mount')!;
    mount.tokens.damage = 2;
    s.button('End Turn');
    s.button('Attack a unit', 'p2').click('empyrean-mount', 'p2').click('hammer-knight', 'p2');
    // The attacker's Aftershock resolves first (the active player's triggers).
    s.button('No guard').button("Don't counter").button('Skip', 'p2');
    expect(s.unit('p1', 'empyrean-mount')).toBeUndefined();
    expect(s.zoneStubs('p1', 'hand')).toEqual(['iron-worker']);
  });
});

describe('Adept Duelist', () => {
  it('Stalk: its unit attack cannot be guarded', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: dimona, battlefield: ['adept-duelist'] },
      p2: { phoenixborn: coal, battlefield: ['anchornaut', 'butterfly-monk'] },
    });
    s.button('Attack a unit').click('anchornaut').click('adept-duelist');
    expect(s.prompt().title).not.toBe('Choose a guard, or no guard');
  });

  it('Disarm: declared as an attacker, may discard an alteration on an opponent’s unit', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        battlefield: ['adept-duelist', { stub: 'iron-worker', upgrades: ['crystal-armor'] }],
      },
      p2: {
        phoenixborn: coal,
        battlefield: [{ stub: 'hammer-knight', upgrades: ['hunting-weapons'] }],
      },
    });
    s.button('Attack Phoenixborn').click('adept-duelist').button('Done');
    expect(s.offers('crystal-armor')).toBe(false);
    s.click('hunting-weapons');
    expect(s.unit('p2', 'hammer-knight')!.upgrades).toEqual([]);
    expect(s.cards('p2', 'hunting-weapons', 'discard')).toHaveLength(1);
  });

  it('Disarm may be skipped', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: dimona, battlefield: ['adept-duelist'] },
      p2: {
        phoenixborn: coal,
        battlefield: [{ stub: 'hammer-knight', upgrades: ['hunting-weapons'] }],
      },
    });
    s.button('Attack Phoenixborn').click('adept-duelist').button('Done').button('Skip');
    expect(s.unit('p2', 'hammer-knight')!.upgrades).toHaveLength(1);
  });
});

describe('Crystal Archer — Preemptive Shot 1', () => {
  it('declared as a blocker, may deal 1 damage to a unit an opponent controls', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
      p2: { phoenixborn: dimona, battlefield: ['crystal-archer'] },
    });
    s.button('Attack Phoenixborn').click('iron-worker').button('Done');
    s.click('crystal-archer', 'p2').button('Done', 'p2');
    expect(s.prompt().player).toBe('p2');
    expect(s.offers('crystal-archer')).toBe(false);
    s.click('iron-worker', 'p2');
    // 1 from the shot, then 2 from the counter: Iron Worker (life 2) is destroyed.
    expect(s.cards('p1', 'iron-worker', 'discard')).toHaveLength(1);
  });

  it('declared as an attacker, the shot is offered too', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: dimona, battlefield: ['crystal-archer'] },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.button('Attack Phoenixborn').click('crystal-archer').button('Done');
    s.click('hammer-knight');
    expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
  });
});

describe('Cloudburst Gryphon and its summon', () => {
  it('Summon Cloudburst Gryphon places a Gryphon onto your battlefield', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        spellboard: ['summon-cloudburst-gryphon'],
        dice: ['divine:class', 'time:class'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('summon-cloudburst-gryphon');
    if (s.offers('Summon Cloudburst Gryphon')) s.button('Summon Cloudburst Gryphon');
    expect(s.unit('p1', 'cloudburst-gryphon')).toBeDefined();
    expect(s.state.turn?.mainAvailable).toBe(false);
    expect(s.dice('p1', 'active')).toHaveLength(0);
  });

  it('Quick Strike: the Gryphon (3/2) destroys Iron Worker (2/2) before its counter', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: dimona, battlefield: ['cloudburst-gryphon'] },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
    });
    s.button('Attack a unit').click('iron-worker').click('cloudburst-gryphon');
    s.button('No guard', 'p2').button('Counter', 'p2');
    expect(s.cards('p2', 'iron-worker', 'discard')).toHaveLength(1);
    expect(s.unit('p1', 'cloudburst-gryphon')!.tokens.damage).toBe(0);
  });
});

describe('Rayward Knight', () => {
  it('To Arms: may shuffle an ally from the discard pile into the draw pile', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        hand: ['rayward-knight'],
        discard: ['anchornaut', 'blessing-of-lightning'],
        dice: ['charm:basic', 'charm:basic', 'charm:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('rayward-knight');
    expect(s.offers('blessing-of-lightning')).toBe(false);
    s.click('anchornaut');
    expect(s.zoneStubs('p1', 'discard')).toEqual(['blessing-of-lightning']);
    expect(s.zoneStubs('p1', 'deck')).toContain('anchornaut');
  });

  it('Charge: side: attacks a unit with the Knight, keeping the main action', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: dimona, battlefield: ['rayward-knight', 'iron-worker'] },
      p2: { phoenixborn: coal, battlefield: ['anchornaut'] },
    });
    s.click('rayward-knight');
    if (s.offers('Charge')) s.button('Charge');
    expect(s.prompt().title).toBe('Choose a unit to attack');
    expect(s.prompt().buttons).toEqual([]);
    s.click('anchornaut').button('No guard', 'p2').button("Don't counter", 'p2');
    expect(s.cards('p2', 'anchornaut', 'discard')).toHaveLength(1);
    expect(s.unit('p1', 'rayward-knight')!.tokens.exhaustion).toBe(1);
    expect(s.state.turn?.sideActions).toBe(0);
    expect(s.state.turn?.mainAvailable).toBe(true);
  });
});

describe('Rayward Recruit — Armed', () => {
  it('resolves the power of a divine die from the exhausted pool without paying', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        hand: ['rayward-recruit'],
        battlefield: ['iron-worker'],
        dice: ['divine:class'],
        exhaustedDice: ['divine:power', 'time:power'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('rayward-recruit');
    const divine = s.dice('p1', 'exhausted').filter((d) => d.magic === 'divine');
    expect(divine).toHaveLength(2);
    s.die('divine:power');
    s.click('iron-worker');
    const attached = s.dice('p1', 'attached');
    expect(attached).toHaveLength(1);
    expect(attached[0]!.host).toBe(s.unit('p1', 'iron-worker')!.uuid);
    expect(s.state.turn?.sideActions).toBe(1);
  });

  it('Armed may be declined', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: dimona,
        hand: ['rayward-recruit'],
        dice: ['divine:class'],
        exhaustedDice: ['divine:power'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('rayward-recruit').button('Skip');
    expect(s.dice('p1', 'attached')).toHaveLength(0);
  });
});

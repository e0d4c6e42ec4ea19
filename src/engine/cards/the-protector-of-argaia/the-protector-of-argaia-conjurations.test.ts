/** The Protector of Argaia: the summoning spells and their conjurations (Unseen, Gigantic, Renew, the Cricket's destroyed lines). */
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

describe('Summon Majestic Titan and Majestic Titan', () => {
  it('places a Majestic Titan', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: fiona,
        spellboard: ['summon-majestic-titan'],
        dice: ['charm:class', 'sympathy:class', 'charm:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('summon-majestic-titan');
    if (s.prompt().title.startsWith('Pay')) s.button('Done');
    expect(s.unit('p1', 'majestic-titan')).toBeDefined();
    expect(s.dice('p1', 'active')).toHaveLength(0);
  });

  it('Gigantic 1: units with 1 life or less cannot block it', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: fiona, battlefield: ['majestic-titan'] },
      p2: { phoenixborn: coal, battlefield: ['anchornaut', 'iron-worker'] },
    });
    s.button('Attack Phoenixborn').click('majestic-titan').button('Done');
    expect(s.offers('anchornaut')).toBe(false);
    expect(s.offers('iron-worker')).toBe(true);
  });

  it('Renew: discards a Summon Majestic Titan to remove its exhaustion and alterations', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: fiona,
        spellboard: ['summon-majestic-titan'],
        battlefield: [{ stub: 'majestic-titan', exhaustion: 1, upgrades: ['mind-maze'] }],
        dice: ['charm:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('majestic-titan');
    if (s.offers('Renew')) s.button('Renew');
    if (s.prompt().title.startsWith('Pay')) s.button('Done');
    const titan = s.unit('p1', 'majestic-titan')!;
    expect(titan.tokens.exhaustion).toBe(0);
    expect(titan.upgrades).toEqual([]);
    expect(s.zoneStubs('p1', 'discard').sort()).toEqual(['mind-maze', 'summon-majestic-titan']);
  });

  it('Renew asks which copy to discard when there are several, and spends the main action', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: fiona,
        spellboard: [{ stub: 'summon-majestic-titan', exhaustion: 1 }, 'summon-majestic-titan'],
        battlefield: [{ stub: 'majestic-titan', exhaustion: 1 }],
        dice: ['charm:basic'],
      },
      p2: { phoenixborn: coal },
    });
    const [exhausted, ready] = s.cards('p1', 'summon-majestic-titan', 'spellboard');
    s.click('majestic-titan');
    if (s.offers('Renew')) s.button('Renew');
    if (s.prompt().title.startsWith('Pay')) s.button('Done');
    expect(s.prompt().title).toBe('Renew: choose a copy of Summon Majestic Titan to discard');
    s.click(exhausted!.uuid);
    expect(s.cards('p1', 'summon-majestic-titan', 'spellboard').map((c) => c.uuid)).toEqual([
      ready!.uuid,
    ]);
    expect(s.unit('p1', 'majestic-titan')!.tokens.exhaustion).toBe(0);
    expect(s.state.turn?.mainAvailable).toBe(false);
  });

  it('Renew is not usable without a Summon Majestic Titan on the spellboard', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: fiona,
        battlefield: [{ stub: 'majestic-titan', exhaustion: 1 }],
        dice: ['charm:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.send({ type: 'cardClicked', uuid: s.unit('p1', 'majestic-titan')!.uuid }, 'p1', true);
    expect(s.unit('p1', 'majestic-titan')!.tokens.exhaustion).toBe(1);
    expect(s.prompt().title).toBe('Choose an action');
  });
});

describe('Summon Mind Fog Owl and Mind Fog Owl', () => {
  it('places a Mind Fog Owl; Focus 1 resolves a spent charm power die’s power', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: fiona,
        spellboard: ['summon-mind-fog-owl', 'summon-mind-fog-owl'],
        dice: ['charm:power', 'sympathy:basic'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('summon-mind-fog-owl');
    if (s.prompt().title.startsWith('Pay'))
      s.die('charm:power').die('sympathy:basic').button('Done');
    expect(s.unit('p1', 'mind-fog-owl')).toBeDefined();
    expect(s.prompt().title).toContain('Focus 1');
    s.die('charm:power');
    s.click('hammer-knight');
    const die = Object.values(s.state.dice).find((d) => d.magic === 'charm')!;
    expect(die).toMatchObject({ location: 'attached', host: s.unit('p2', 'hammer-knight')!.uuid });
  });

  it('Focus 1 is not offered when no charm power die was spent', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: fiona,
        spellboard: ['summon-mind-fog-owl', 'summon-mind-fog-owl'],
        dice: ['charm:class', 'sympathy:basic'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('summon-mind-fog-owl');
    if (s.prompt().title.startsWith('Pay'))
      s.die('charm:class').die('sympathy:basic').button('Done');
    expect(s.unit('p1', 'mind-fog-owl')).toBeDefined();
    expect(s.prompt().title).toBe('Choose an action');
  });

  it('Unseen: cannot be blocked until every attacker without Unseen is blocked', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: fiona, battlefield: ['mind-fog-owl', 'iron-worker'] },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight', 'anchornaut'] },
    });
    s.button('Attack Phoenixborn').click('mind-fog-owl').click('iron-worker').button('Done');
    s.click('hammer-knight', 'p2');
    // Only Iron Worker may be blocked: the blocker goes to it without asking.
    const battles = () => s.state.attack!.battles;
    const owl = s.unit('p1', 'mind-fog-owl')!.uuid;
    const worker = s.unit('p1', 'iron-worker')!.uuid;
    expect(battles().find((b) => b.attacker === worker)?.blocker).toBe(
      s.unit('p2', 'hammer-knight')!.uuid,
    );
    s.click('anchornaut', 'p2');
    expect(battles().find((b) => b.attacker === owl)?.blocker).toBe(
      s.unit('p2', 'anchornaut')!.uuid,
    );
    // Lifting the block on Iron Worker lifts the Owl's block it allowed.
    s.click('hammer-knight', 'p2');
    expect(battles().find((b) => b.attacker === owl)?.blocker).toBeNull();
  });
});

describe('Summon Nightsong Cricket and Nightsong Cricket', () => {
  it('places a Nightsong Cricket; Focus 1 with sympathy power removes a discard pile card from the game', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: fiona,
        spellboard: ['summon-nightsong-cricket', 'summon-nightsong-cricket'],
        dice: ['sympathy:power', 'charm:basic'],
      },
      p2: { phoenixborn: coal, discard: ['anchornaut'] },
    });
    s.click('summon-nightsong-cricket');
    if (s.prompt().title.startsWith('Pay'))
      s.die('sympathy:power').die('charm:basic').button('Done');
    expect(s.unit('p1', 'nightsong-cricket')).toBeDefined();
    s.button('bob');
    s.click('anchornaut');
    expect(s.zoneStubs('p2', 'discard')).toEqual([]);
    expect(s.cards('p2', 'anchornaut')[0]!.zone).toBe('purged');
  });

  it('without sympathy power spent, nothing is removed', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: fiona,
        spellboard: ['summon-nightsong-cricket', 'summon-nightsong-cricket'],
        dice: ['sympathy:class', 'charm:basic'],
      },
      p2: { phoenixborn: coal, discard: ['anchornaut'] },
    });
    s.click('summon-nightsong-cricket');
    if (s.prompt().title.startsWith('Pay'))
      s.die('sympathy:class').die('charm:basic').button('Done');
    expect(s.prompt().title).toBe('Choose an action');
    expect(s.zoneStubs('p2', 'discard')).toEqual(['anchornaut']);
  });

  it('destroyed: Polyphony changes a die; Renewed Harmony returns a card to each hand', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        hand: ['return-to-soil'],
        discard: ['new-ideas'],
        dice: ['charm:class', 'natural:basic'],
      },
      p2: { phoenixborn: fiona, battlefield: ['nightsong-cricket'], discard: ['anchornaut'] },
    });
    s.click('return-to-soil');
    if (s.prompt().title.startsWith('Pay')) s.die('charm:class').button('Done');
    s.click('nightsong-cricket');
    const seen: string[] = [];
    for (let i = 0; i < 12 && s.prompt().title !== 'Choose an action'; i++) {
      const { title, player } = s.prompt();
      seen.push(title);
      if (title.startsWith('Return to Soil')) s.button('Done');
      else if (title.startsWith('Polyphony: choose a player')) s.button('alice', 'p2');
      else if (title.startsWith('Polyphony: choose a die')) s.die('natural:basic', 'p2');
      else if (title.startsWith('Polyphony: choose a side')) s.button('Power', 'p2');
      else if (title.startsWith('Renewed Harmony: choose an opponent')) s.button('alice', 'p2');
      else if (player === 'p2') s.click('new-ideas', 'p2');
      else if (player === 'p1') s.click('anchornaut', 'p1');
      else s.button(s.prompt().buttons[0]!);
    }
    expect(s.dice('p1').find((d) => d.magic === 'natural')?.level).toBe('power');
    expect(s.zoneStubs('p2', 'hand')).toEqual(['anchornaut']);
    expect(s.zoneStubs('p1', 'hand')).toEqual(['new-ideas']);
  });
});

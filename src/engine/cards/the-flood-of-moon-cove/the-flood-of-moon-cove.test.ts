/** The Flood of Moon Cove: its conjurations, their summoning spells, allies and spells. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';
import { attackPhoenixbornWith, shownAttack } from '../../testing/attacks';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const coal = 'coal-roarkwin';
const aradel = 'aradel-summergaard';

function levels(s: Scenario, player: 'p1' | 'p2'): string[] {
  return s
    .dice(player, 'active')
    .map((d) => d.level)
    .sort();
}

function pickDice(s: Scenario, player: 'p1' | 'p2', count: number, as?: 'p1' | 'p2'): void {
  for (const die of s.dice(player, 'active').slice(0, count)) s.die(die.uuid, as);
  if (s.offers('Done')) s.button('Done', as);
}

describe('Summon Cerulean Diver and Cerulean Diver', () => {
  it('places a Cerulean Diver; without focus no damage is offered', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, spellboard: ['summon-cerulean-diver'], dice: ['sympathy:power'] },
      p2: { phoenixborn: aradel, battlefield: ['anchornaut'] },
    });
    s.click('summon-cerulean-diver');
    expect(s.unit('p1', 'cerulean-diver')).toBeDefined();
    expect(s.prompt().title).toBe('Choose an action');
  });

  it('Focus 1: paid with a sympathy power die, may deal 1 damage to a unit an opponent controls', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['summon-cerulean-diver', 'summon-cerulean-diver'],
        dice: ['sympathy:power'],
      },
      p2: { phoenixborn: aradel, battlefield: ['anchornaut'] },
    });
    s.click('summon-cerulean-diver');
    if (s.offers('Summon Cerulean Diver')) s.button('Summon Cerulean Diver');
    expect(s.prompt().title).toMatch(/Focus 1/);
    s.click('anchornaut');
    expect(s.unit('p2', 'anchornaut')).toBeUndefined();
  });

  it('Focus 1 may be skipped', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['summon-cerulean-diver', 'summon-cerulean-diver'],
        dice: ['sympathy:power'],
      },
      p2: { phoenixborn: aradel, battlefield: ['anchornaut'] },
    });
    s.click('summon-cerulean-diver');
    if (s.offers('Summon Cerulean Diver')) s.button('Summon Cerulean Diver');
    s.button('Skip');
    expect(s.unit('p2', 'anchornaut')?.tokens.damage).toBe(0);
  });

  it('Focus 1 is not offered when paid with a class die', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['summon-cerulean-diver', 'summon-cerulean-diver'],
        dice: ['sympathy:class'],
      },
      p2: { phoenixborn: aradel, battlefield: ['anchornaut'] },
    });
    s.click('summon-cerulean-diver');
    if (s.offers('Summon Cerulean Diver')) s.button('Summon Cerulean Diver');
    expect(s.unit('p1', 'cerulean-diver')).toBeDefined();
    expect(s.prompt().title).toBe('Choose an action');
  });

  it('Dive 1: declared as an attacker, draws the bottom card of your draw pile', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        battlefield: ['cerulean-diver'],
        deck: ['anchornaut', 'iron-worker'],
      },
      p2: { phoenixborn: aradel },
    });
    attackPhoenixbornWith(s, ['cerulean-diver']);
    expect(s.zoneStubs('p1', 'hand')).toEqual(['iron-worker']);
    expect(s.zoneStubs('p1', 'deck')).toEqual(['anchornaut']);
  });
});

describe('Summon Metamorpher and Metamorpher', () => {
  it('places a Metamorpher; Focus 1 draws a card', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['summon-metamorpher', 'summon-metamorpher'],
        deck: ['anchornaut'],
        dice: ['charm:basic'],
      },
      p2: { phoenixborn: aradel },
    });
    s.click('summon-metamorpher');
    if (s.offers('Summon Metamorpher')) s.button('Summon Metamorpher');
    expect(s.unit('p1', 'metamorpher')).toBeDefined();
    expect(s.zoneStubs('p1', 'hand')).toEqual(['anchornaut']);
    expect(s.prompt().title).toBe('Choose an action');
  });

  it('Focus 2: may discard a card to place a spell of the discard pile on the bottom of the draw pile', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['summon-metamorpher', 'summon-metamorpher', 'summon-metamorpher'],
        hand: ['iron-worker'],
        deck: ['anchornaut', 'hammer-knight'],
        discard: ['molten-gold', 'mist-spirit'],
        dice: ['charm:basic'],
      },
      p2: { phoenixborn: aradel },
    });
    s.click('summon-metamorpher');
    if (s.offers('Summon Metamorpher')) s.button('Summon Metamorpher');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['iron-worker', 'anchornaut']);
    expect(s.prompt().title).toMatch(/Focus 2/);
    s.click('iron-worker');
    expect(s.prompt().buttons).toEqual(['Molten Gold']);
    s.button('Molten Gold');
    expect(s.zoneStubs('p1', 'deck')).toEqual(['hammer-knight', 'molten-gold']);
    expect(s.zoneStubs('p1', 'discard')).toEqual(['mist-spirit', 'iron-worker']);
  });

  it('Focus 2 may be declined', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['summon-metamorpher', 'summon-metamorpher', 'summon-metamorpher'],
        hand: ['iron-worker'],
        deck: ['anchornaut'],
        discard: ['molten-gold'],
        dice: ['charm:basic'],
      },
      p2: { phoenixborn: aradel },
    });
    s.click('summon-metamorpher');
    if (s.offers('Summon Metamorpher')) s.button('Summon Metamorpher');
    s.button('Skip');
    expect(s.zoneStubs('p1', 'discard')).toEqual(['molten-gold']);
    expect(s.zoneStubs('p1', 'hand')).toEqual(['iron-worker', 'anchornaut']);
  });

  it('Morph: at the start of your turn, may discard it for a Sun Scarab or a Moon Moth', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal },
      p2: {
        phoenixborn: aradel,
        battlefield: ['metamorpher'],
        archives: ['sun-scarab', 'moon-moth'],
      },
    });
    s.button('Pass').button('End Turn');
    expect(s.prompt()).toMatchObject({ player: 'p2', title: expect.stringMatching(/Morph/) });
    s.button('Yes', 'p2');
    s.button('Moon Moth', 'p2');
    expect(s.unit('p2', 'metamorpher')).toBeUndefined();
    expect(s.unit('p2', 'moon-moth')).toBeDefined();
    expect(s.state.players.p2.archives.map((u) => s.state.cards[u]?.stub)).toContain('metamorpher');
  });

  it('Morph may be declined', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal },
      p2: { phoenixborn: aradel, battlefield: ['metamorpher'], archives: ['sun-scarab'] },
    });
    s.button('Pass').button('End Turn');
    s.button('No', 'p2');
    expect(s.unit('p2', 'metamorpher')).toBeDefined();
    expect(s.unit('p2', 'sun-scarab')).toBeUndefined();
  });
});

describe('Sun Scarab and Moon Moth', () => {
  it('Sun Scarab, Stalk: its attack on a unit cannot be guarded', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['sun-scarab'] },
      p2: { phoenixborn: aradel, battlefield: ['iron-worker', 'moon-moth'] },
    });
    s.button('Attack a unit').click('iron-worker').click('sun-scarab');
    expect(s.offers('moon-moth')).toBe(false);
  });

  it('Moon Moth, Unit Guard: it may guard a unit being attacked', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
      p2: { phoenixborn: aradel, battlefield: ['anchornaut', 'moon-moth'] },
    });
    s.button('Attack a unit').click('anchornaut').click('iron-worker');
    expect(s.offers('moon-moth')).toBe(true);
  });
});

describe('Summon River Colossus and River Colossus', () => {
  it('places a River Colossus; Focus 2 may change 4 dice to a side of your choice', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['summon-river-colossus', 'summon-river-colossus', 'summon-river-colossus'],
        dice: ['sympathy:class', 'sympathy:class', 'charm:basic', 'charm:basic'],
      },
      p2: { phoenixborn: aradel },
    });
    s.click('summon-river-colossus');
    if (s.offers('Summon River Colossus')) s.button('Summon River Colossus');
    if (s.prompt().title.startsWith('Pay for')) {
      s.die('sympathy:class').die('sympathy:class').die('charm:basic').button('Done');
    }
    expect(s.unit('p1', 'river-colossus')).toBeDefined();
    expect(s.prompt().title).toMatch(/Focus 2/);
    s.button('Yes');
    expect(s.prompt().title).toBe('Choose a die to change (4 left)');
  });

  it('Focus 2 may be declined', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['summon-river-colossus', 'summon-river-colossus', 'summon-river-colossus'],
        dice: ['sympathy:class', 'sympathy:class', 'charm:basic'],
      },
      p2: { phoenixborn: aradel },
    });
    s.click('summon-river-colossus');
    if (s.offers('Summon River Colossus')) s.button('Summon River Colossus');
    s.button('No');
    expect(s.prompt().title).toBe('Choose an action');
  });

  it('Rouse 2: may lower 2 non-basic dice to add 2 to its attack', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        battlefield: ['river-colossus'],
        dice: ['sympathy:power', 'charm:class', 'charm:basic'],
      },
      p2: { phoenixborn: aradel },
    });
    attackPhoenixbornWith(s, ['river-colossus']);
    s.button('Yes');
    expect(s.offers('charm:basic')).toBe(false);
    s.die('sympathy:power').die('charm:class');
    if (s.offers('Done')) s.button('Done');
    expect(levels(s, 'p1')).toEqual(['basic', 'basic', 'class']);
    expect(shownAttack(s, 'alice', 'river-colossus')).toBe(4);
  });

  it('Rouse 2 may be declined', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        battlefield: ['river-colossus'],
        dice: ['sympathy:power', 'charm:class'],
      },
      p2: { phoenixborn: aradel },
    });
    attackPhoenixbornWith(s, ['river-colossus']);
    s.button('No');
    expect(levels(s, 'p1')).toEqual(['class', 'power']);
    expect(shownAttack(s, 'alice', 'river-colossus')).toBe(2);
  });

  it('Gigantic 1: a unit with life 1 cannot block it', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['river-colossus'] },
      p2: { phoenixborn: aradel, battlefield: ['anchornaut', 'iron-worker'] },
    });
    attackPhoenixbornWith(s, ['river-colossus']);
    if (s.offers('No')) s.button('No');
    expect(s.prompt().player).toBe('p2');
    expect(s.offers('anchornaut')).toBe(false);
    expect(s.offers('iron-worker')).toBe(true);
  });
});

describe('Full Moon', () => {
  it('adds 1 to the attack of a unit you control', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['full-moon'],
        battlefield: ['iron-worker', 'anchornaut'],
      },
      p2: { phoenixborn: aradel },
    });
    s.click('full-moon');
    if (s.offers('Full Moon')) s.button('Full Moon');
    s.click('iron-worker');
    expect(shownAttack(s, 'alice', 'iron-worker')).toBe(3);
    expect(shownAttack(s, 'alice', 'anchornaut')).toBe(0);
  });

  it('Focus 1: up to two units', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['full-moon', 'full-moon'],
        battlefield: ['iron-worker', 'anchornaut', 'hammer-knight'],
      },
      p2: { phoenixborn: aradel },
    });
    s.click('full-moon');
    if (s.offers('Full Moon')) s.button('Full Moon');
    expect(s.prompt().title).toMatch(/up to 2 units/);
    s.click('iron-worker').click('anchornaut');
    if (s.offers('Done')) s.button('Done');
    expect(shownAttack(s, 'alice', 'iron-worker')).toBe(3);
    expect(shownAttack(s, 'alice', 'anchornaut')).toBe(1);
    expect(shownAttack(s, 'alice', 'hammer-knight')).toBe(3);
  });
});

describe('Sandstorm Sage', () => {
  it('Deep Focus: your ready spells are focused one more time', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['full-moon'],
        battlefield: ['sandstorm-sage', 'iron-worker', 'anchornaut'],
      },
      p2: { phoenixborn: aradel },
    });
    s.click('full-moon');
    if (s.offers('Full Moon')) s.button('Full Moon');
    expect(s.prompt().title).toMatch(/up to 2 units/);
  });

  it('an exhausted Sage gives no focus', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['full-moon'],
        battlefield: [{ stub: 'sandstorm-sage', exhaustion: 1 }, 'iron-worker'],
      },
      p2: { phoenixborn: aradel },
    });
    s.click('full-moon');
    if (s.offers('Full Moon')) s.button('Full Moon');
    expect(s.prompt().title).toBe(
      'Full Moon: choose a unit you control to add 1 to its attack value',
    );
  });
});

describe('Surging Tempest', () => {
  it('draws 1 and raises 2 dice; without focus nothing more', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['surging-tempest'],
        deck: ['anchornaut'],
        dice: ['charm:basic', 'charm:class', 'charm:basic'],
      },
      p2: { phoenixborn: aradel, battlefield: ['iron-worker'] },
    });
    s.click('surging-tempest');
    if (s.offers('Surging Tempest')) s.button('Surging Tempest');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['anchornaut']);
    s.die('charm:class');
    const basic = s.dice('p1', 'active').find((d) => d.level === 'basic');
    s.die(basic?.uuid ?? '');
    if (s.offers('Done')) s.button('Done');
    expect(levels(s, 'p1')).toEqual(['basic', 'class', 'power']);
    expect(s.prompt().title).toBe('Choose an action');
  });

  it('Focus 2: may discard to damage a unit, then discard to damage a Phoenixborn', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['surging-tempest', 'surging-tempest', 'surging-tempest'],
        hand: ['hammer-knight'],
        deck: ['anchornaut'],
      },
      p2: { phoenixborn: aradel, battlefield: ['iron-worker'] },
    });
    s.click('surging-tempest');
    if (s.offers('Surging Tempest')) s.button('Surging Tempest');
    expect(s.prompt().title).toMatch(/Focus 1/);
    s.click('hammer-knight').click('iron-worker');
    expect(s.unit('p2', 'iron-worker')?.tokens.damage).toBe(1);
    expect(s.prompt().title).toMatch(/Focus 2/);
    s.click('anchornaut').click(aradel);
    expect(s.pb('p2').tokens.damage).toBe(1);
    expect(s.zoneStubs('p1', 'discard')).toEqual(['hammer-knight', 'anchornaut']);
  });

  it('the Focus discards may be declined', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        spellboard: ['surging-tempest', 'surging-tempest', 'surging-tempest'],
        hand: ['hammer-knight'],
        deck: ['anchornaut'],
      },
      p2: { phoenixborn: aradel, battlefield: ['iron-worker'] },
    });
    s.click('surging-tempest');
    if (s.offers('Surging Tempest')) s.button('Surging Tempest');
    s.button('Skip').button('Skip');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['hammer-knight', 'anchornaut']);
    expect(s.unit('p2', 'iron-worker')?.tokens.damage).toBe(0);
  });
});

describe('Twilight Alchemist', () => {
  it('Alchemize: may place a card on the bottom of the draw pile to draw 2 and raise 2 dice', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        hand: ['twilight-alchemist', 'molten-gold'],
        deck: ['anchornaut', 'iron-worker'],
        dice: ['sympathy:class', 'charm:basic', 'charm:basic'],
      },
      p2: { phoenixborn: aradel },
    });
    s.click('twilight-alchemist');
    expect(s.prompt().title).toMatch(/Alchemize/);
    s.click('molten-gold');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['anchornaut', 'iron-worker']);
    expect(s.zoneStubs('p1', 'deck')).toEqual(['molten-gold']);
    pickDice(s, 'p1', 2);
    expect(levels(s, 'p1')).toEqual(['class', 'class']);
  });

  it('Alchemize may be declined: nothing drawn', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        hand: ['twilight-alchemist', 'molten-gold'],
        deck: ['anchornaut'],
        dice: ['sympathy:class'],
      },
      p2: { phoenixborn: aradel },
    });
    s.click('twilight-alchemist');
    s.button('Skip');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['molten-gold']);
  });
});

describe('Absorption', () => {
  it('after your unit is dealt damage: lowers up to 2 non-basic dice, 1 damage prevented each', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: aradel, dice: ['natural:class'] },
      p2: {
        phoenixborn: coal,
        hand: ['absorption'],
        battlefield: ['hammer-knight'],
        dice: ['sympathy:power', 'charm:power', 'charm:class', 'charm:basic'],
      },
    });
    s.click(aradel);
    if (s.offers('Water Blast')) s.button('Water Blast');
    s.click('hammer-knight');
    // The one die that can pay is spent at once.
    s.click('absorption', 'p2');
    expect(s.offers('charm:basic')).toBe(false);
    s.die('charm:power', 'p2').die('charm:class', 'p2');
    if (s.offers('Done')) s.button('Done', 'p2');
    expect(levels(s, 'p2')).toEqual(['basic', 'basic', 'class']);
    expect(s.unit('p2', 'hammer-knight')?.tokens.damage).toBe(0);
  });

  it('lowering 1 die prevents 1 of 2 damage', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: aradel, dice: ['natural:class'] },
      p2: {
        phoenixborn: coal,
        hand: ['absorption'],
        battlefield: ['hammer-knight'],
        dice: ['sympathy:power', 'charm:power'],
      },
    });
    s.click(aradel);
    if (s.offers('Water Blast')) s.button('Water Blast');
    s.click('hammer-knight');
    // The one die that can pay is spent at once.
    s.click('absorption', 'p2');
    s.die('charm:power', 'p2');
    if (s.offers('Done')) s.button('Done', 'p2');
    expect(s.unit('p2', 'hammer-knight')?.tokens.damage).toBe(1);
  });

  it('answers damage to your Phoenixborn too', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, hand: ['anchornaut'] },
      p2: { phoenixborn: aradel, hand: ['absorption'], dice: ['sympathy:power', 'charm:class'] },
    });
    s.click(coal).click('anchornaut').button('Done').button('bob').click(aradel);
    expect(s.prompt()).toMatchObject({
      player: 'p2',
      title: 'Your Phoenixborn is dealt 1 damage: play a reaction?',
    });
    // The one die that can pay is spent at once.
    s.click('absorption', 'p2');
    s.die('charm:class', 'p2');
    if (s.offers('Done')) s.button('Done', 'p2');
    expect(s.pb('p2').tokens.damage).toBe(0);
    expect(levels(s, 'p2')).toEqual(['basic']);
  });
});

describe("Moon's Blessing and Undaunted", () => {
  it("Moon's Blessing: attached, a ready spell of your discard pile returns to hand; +1 life", () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        hand: ['moons-blessing'],
        battlefield: ['iron-worker'],
        discard: ['full-moon', 'molten-gold'],
        dice: ['sympathy:class'],
      },
      p2: { phoenixborn: aradel },
    });
    s.click('moons-blessing').click('iron-worker');
    expect(s.prompt().buttons).toEqual(['Full Moon']);
    s.button('Full Moon');
    expect(s.zoneStubs('p1', 'hand')).toEqual(['full-moon']);
    expect(
      s.view('p1').players.alice?.cardPiles.cardsInPlay.find((c) => c.id === 'iron-worker')?.life,
    ).toBe(3);
  });

  it('Undaunted: attached, removes 1 exhaustion token from the unit; +1 attack', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        hand: ['undaunted'],
        battlefield: [{ stub: 'iron-worker', exhaustion: 1 }],
        dice: ['sympathy:class', 'charm:basic'],
      },
      p2: { phoenixborn: aradel },
    });
    s.click('undaunted').click('iron-worker');
    expect(s.unit('p1', 'iron-worker')?.tokens.exhaustion).toBe(0);
    expect(shownAttack(s, 'alice', 'iron-worker')).toBe(3);
  });
});

describe('Reverberate', () => {
  it('deals 1 damage, repeated for each other copy in your discard pile, then draws', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        hand: ['reverberate'],
        discard: ['reverberate'],
        deck: ['anchornaut'],
        dice: ['sympathy:class'],
      },
      p2: { phoenixborn: aradel, battlefield: ['hammer-knight', 'iron-worker'] },
    });
    s.click('reverberate').click('hammer-knight').click('iron-worker');
    expect(s.unit('p2', 'hammer-knight')?.tokens.damage).toBe(1);
    expect(s.unit('p2', 'iron-worker')?.tokens.damage).toBe(1);
    expect(s.zoneStubs('p1', 'hand')).toEqual(['anchornaut']);
    expect(s.prompt().title).toBe('Choose an action');
  });

  it('with no other copy, deals 1 damage once', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        hand: ['reverberate'],
        deck: ['anchornaut'],
        dice: ['sympathy:class'],
      },
      p2: { phoenixborn: aradel, battlefield: ['hammer-knight'] },
    });
    s.click('reverberate').click('hammer-knight');
    expect(s.unit('p2', 'hammer-knight')?.tokens.damage).toBe(1);
    expect(s.prompt().title).toBe('Choose an action');
  });
});

describe('Transmogrify', () => {
  it('moves an alteration spell to another unit of the same player', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, hand: ['transmogrify'], dice: ['sympathy:class'] },
      p2: {
        phoenixborn: aradel,
        battlefield: [{ stub: 'iron-worker', upgrades: ['undaunted'] }, 'hammer-knight'],
      },
    });
    s.click('transmogrify');
    expect(s.offers('hammer-knight')).toBe(false);
    s.click('iron-worker').click('undaunted').click('hammer-knight');
    expect(s.unit('p2', 'iron-worker')?.upgrades).toHaveLength(0);
    expect(s.unit('p2', 'hammer-knight')?.upgrades).toHaveLength(1);
    expect(shownAttack(s, 'bob', 'hammer-knight')).toBe(4);
  });

  it('cannot be played without an alteration on a unit with a fellow unit', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, hand: ['transmogrify'], dice: ['sympathy:class'] },
      p2: { phoenixborn: aradel, battlefield: [{ stub: 'iron-worker', upgrades: ['undaunted'] }] },
    });
    const card = s.cards('p1', 'transmogrify')[0];
    s.send({ type: 'cardClicked', uuid: card?.uuid ?? '' }, 'p1', true);
    expect(s.zoneStubs('p1', 'hand')).toEqual(['transmogrify']);
  });
});

describe('Transmogrify and host rules', () => {
  it('an alteration is not moved onto a unit its own rule forbids (Hunting Weapons: allies only)', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, hand: ['transmogrify'], dice: ['sympathy:class'] },
      p2: {
        phoenixborn: aradel,
        battlefield: [{ stub: 'iron-worker', upgrades: ['hunting-weapons'] }, 'mist-spirit'],
      },
    });
    const card = s.cards('p1', 'transmogrify')[0];
    s.send({ type: 'cardClicked', uuid: card?.uuid ?? '' }, 'p1', true);
    expect(s.zoneStubs('p1', 'hand')).toEqual(['transmogrify']);
  });
});

describe('Weight of the World', () => {
  it('moves an exhaustion token from your Phoenixborn to a unit an opponent controls', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: coal,
        hand: ['weight-of-the-world'],
        pbExhaustion: 1,
        dice: ['charm:basic'],
      },
      p2: { phoenixborn: aradel, battlefield: ['hammer-knight'] },
    });
    s.click('weight-of-the-world').click('hammer-knight');
    expect(s.pb('p1').tokens.exhaustion).toBe(0);
    expect(s.unit('p2', 'hammer-knight')?.tokens.exhaustion).toBe(1);
  });

  it('cannot be played without an exhaustion token on your Phoenixborn', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, hand: ['weight-of-the-world'], dice: ['charm:basic'] },
      p2: { phoenixborn: aradel, battlefield: ['hammer-knight'] },
    });
    const card = s.cards('p1', 'weight-of-the-world')[0];
    s.send({ type: 'cardClicked', uuid: card?.uuid ?? '' }, 'p1', true);
    expect(s.zoneStubs('p1', 'hand')).toEqual(['weight-of-the-world']);
  });
});

/** The Blight of Neverset: its units, conjurations and spells. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import type { PlayerId } from '../api';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const maeoni = 'maeoni-viper';
const coal = 'coal-roarkwin';

/** Moves one of the owner's exhausted charm dice onto a unit (a charm dice power's result). */
function charmDieOn(s: Scenario, owner: PlayerId, unit: string): string {
  const die = s.dice(owner, 'exhausted').find((d) => d.magic === 'charm');
  if (!die) throw new Error('no exhausted charm die to place');
  s.state.dice[die.uuid] = { ...die, location: 'attached', host: unit };
  return die.uuid;
}

function uuidOf(s: Scenario, p: PlayerId, stub: string): string {
  const unit = s.unit(p, stub);
  if (!unit) throw new Error(`${stub} is not on ${p}'s battlefield`);
  return unit.uuid;
}

/** The attack value the players see on a card in play. */
function shownAttack(s: Scenario, p: PlayerId, uuid: string): number | null | undefined {
  return s.view(p).players[s.name(p)]?.cardPiles.cardsInPlay.find((c) => c.uuid === uuid)?.attack;
}

describe('Arrogance', () => {
  function board(hand: string[]) {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        battlefield: ['hammer-knight'],
        hand,
        dice: ['charm:class'],
        exhaustedDice: ['charm:power'],
      },
      p2: { phoenixborn: coal, battlefield: ['anchornaut', 'iron-worker'] },
    });
    charmDieOn(s, 'p1', uuidOf(s, 'p2', 'anchornaut'));
    return s;
  }

  it('after you declare attackers: units with a charm die on them cannot block the chosen one', () => {
    const s = board(['arrogance']);
    s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
    expect(s.prompt()).toMatchObject({ player: 'p1', title: 'Play a reaction spell?' });
    s.click('arrogance');
    if (s.prompt().title === 'Arrogance: choose an attacking unit') s.click('hammer-knight');
    expect(s.prompt().player).toBe('p2');
    expect(s.offers('anchornaut')).toBe(false);
    expect(s.offers('iron-worker')).toBe(true);
  });

  it('without it, the unit with a charm die may block', () => {
    const s = board([]);
    s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
    expect(s.prompt().player).toBe('p2');
    expect(s.offers('anchornaut')).toBe(true);
  });

  it('is not offered after an opponent declares attackers', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      p2: { phoenixborn: maeoni, hand: ['arrogance'], dice: ['charm:class'] },
    });
    s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
    expect(s.prompt().title).not.toBe('Play a reaction spell?');
  });
});

describe('Bastion Badger', () => {
  it('Exploit 2: in battle with a unit with a charm die on it, its attack is 3', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: maeoni, battlefield: ['bastion-badger'], exhaustedDice: ['charm:power'] },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    const badger = uuidOf(s, 'p1', 'bastion-badger');
    charmDieOn(s, 'p1', uuidOf(s, 'p2', 'hammer-knight'));
    expect(shownAttack(s, 'p1', badger)).toBe(1);
    s.button('Attack a unit').click('hammer-knight').click('bastion-badger');
    expect(shownAttack(s, 'p1', badger)).toBe(3);
    s.button('No guard', 'p2').button("Don't counter", 'p2');
    expect(s.unit('p2', 'hammer-knight')?.tokens.damage).toBe(3);
  });

  it('against a unit without a charm die, its attack stays 1', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: maeoni, battlefield: ['bastion-badger'] },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.button('Attack a unit').click('hammer-knight').click('bastion-badger');
    s.button('No guard', 'p2').button("Don't counter", 'p2');
    expect(s.unit('p2', 'hammer-knight')?.tokens.damage).toBe(1);
  });

  it('Unit Guard: it may guard another unit being attacked', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      p2: { phoenixborn: maeoni, battlefield: ['bastion-badger', 'iron-worker'] },
    });
    s.button('Attack a unit').click('iron-worker').click('hammer-knight');
    expect(s.prompt().player).toBe('p2');
    expect(s.offers('bastion-badger')).toBe(true);
  });
});

describe('Chimera Charmer', () => {
  it('Subdue resolves a charm die of the exhausted pool; Imbued counts charmed opponent units', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        hand: ['chimera-charmer'],
        dice: ['charm:power', 'charm:class', 'natural:basic'],
        exhaustedDice: ['charm:basic'],
      },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
    });
    s.click('chimera-charmer');
    expect(s.prompt().title).toBe(
      'Chimera Charmer, Subdue: you may choose a charm die in your exhausted pool to resolve its power',
    );
    s.die('charm:power');
    if (s.offers('iron-worker')) s.click('iron-worker');
    const worker = uuidOf(s, 'p2', 'iron-worker');
    expect(s.dice('p1', 'attached').map((d) => d.host)).toContain(worker);
    expect(shownAttack(s, 'p1', uuidOf(s, 'p1', 'chimera-charmer'))).toBe(3);
  });

  it('Subdue may be skipped', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        hand: ['chimera-charmer'],
        dice: ['charm:power', 'charm:class', 'natural:basic'],
      },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
    });
    s.click('chimera-charmer').button('Skip');
    expect(s.dice('p1', 'attached')).toHaveLength(0);
    expect(shownAttack(s, 'p1', uuidOf(s, 'p1', 'chimera-charmer'))).toBe(2);
  });
});

describe("Dealer's Choice", () => {
  it('you choose a unit and another card; the opponent exhausts one of them', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: maeoni, hand: ['dealers-choice'], dice: ['charm:class'] },
      p2: { phoenixborn: coal, battlefield: ['iron-worker', 'anchornaut'] },
    });
    s.click('dealers-choice');
    if (s.offers('bob')) s.button('bob');
    expect(s.prompt().title).toBe("Dealer's Choice: choose a unit that opponent controls");
    expect(s.offers(coal)).toBe(false);
    s.click('iron-worker');
    s.click(coal);
    expect(s.prompt()).toMatchObject({
      player: 'p2',
      title: "Dealer's Choice: choose one of the chosen cards to place 1 exhaustion token on",
    });
    expect(s.offers('anchornaut')).toBe(false);
    s.click(coal, 'p2');
    expect(s.pb('p2').tokens.exhaustion).toBe(1);
    expect(s.unit('p2', 'iron-worker')?.tokens.exhaustion).toBe(0);
  });

  it('the chosen cards are not targeted: no Golden Veil is offered', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: maeoni, hand: ['dealers-choice'], dice: ['charm:class'] },
      p2: {
        phoenixborn: coal,
        battlefield: ['iron-worker'],
        hand: ['golden-veil'],
        dice: ['charm:power'],
      },
    });
    s.click('dealers-choice');
    if (s.offers('bob')) s.button('bob');
    s.click('iron-worker').click(coal);
    expect(s.prompt().title).toBe(
      "Dealer's Choice: choose one of the chosen cards to place 1 exhaustion token on",
    );
    s.click('iron-worker', 'p2');
    expect(s.unit('p2', 'iron-worker')?.tokens.exhaustion).toBe(1);
    expect(s.zoneStubs('p2', 'hand')).toEqual(['golden-veil']);
  });

  it('cannot be played when no opponent controls a unit', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: maeoni, hand: ['dealers-choice'], dice: ['charm:class'] },
      p2: { phoenixborn: coal },
    });
    expect(s.offers('dealers-choice')).toBe(false);
  });
});

describe('Embrace', () => {
  function board() {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        battlefield: ['hammer-knight'],
        hand: ['embrace'],
        dice: ['charm:class'],
      },
      p2: { phoenixborn: coal, hand: ['anchornaut'], dice: ['natural:basic'] },
    });
    s.click('embrace').click(coal);
    expect(s.pb('p2').upgrades).toHaveLength(1);
    return s;
  }

  it("prevents an opponent's attack damage to a Phoenixborn once, then is discarded", () => {
    const s = board();
    s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
    s.button('Done', 'p2');
    expect(s.pb('p2').tokens.damage).toBe(0);
    expect(s.pb('p2').upgrades).toHaveLength(0);
    expect(s.cards('p1', 'embrace', 'discard')).toHaveLength(1);
    expect(s.logLines()).toContain(
      'Coal Roarkwin is dealt 3 damage (prevented: Embrace is discarded)',
    );
  });

  it('does not prevent damage a player deals to their own Phoenixborn', () => {
    const s = board();
    s.button('Pass').button('End Turn');
    // Coal's Slash on himself: his own ability damages his own Phoenixborn.
    s.click(coal, 'p2');
    s.click('anchornaut', 'p2').button('Done', 'p2');
    s.button('Me', 'p2').click(coal, 'p2');
    expect(s.pb('p2').tokens.damage).toBe(1);
    expect(s.pb('p2').upgrades).toHaveLength(1);
  });
});

describe('Eternity Flame and Shimmer Wing', () => {
  function board(charmed: boolean) {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        battlefield: ['shimmer-wing', 'shimmer-wing'],
        archives: ['shimmer-wing', 'eternity-flame'],
        dice: ['natural:basic'],
        exhaustedDice: ['charm:power'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    if (charmed) charmDieOn(s, 'p1', uuidOf(s, 'p2', 'hammer-knight'));
    return s;
  }

  it('Ritual Flames discards two Shimmer Wings for an Eternity Flame; Engulf destroys a charmed unit and deals 2', () => {
    const s = board(true);
    const [first] = s.cards('p1', 'shimmer-wing', 'battlefield');
    s.click(first?.uuid ?? '');
    if (s.offers('Ritual Flames')) s.button('Ritual Flames');
    s.click('shimmer-wing');
    expect(s.cards('p1', 'shimmer-wing', 'battlefield')).toHaveLength(0);
    expect(s.zoneStubs('p1', 'archives').filter((c) => c === 'shimmer-wing')).toHaveLength(3);
    expect(s.unit('p1', 'eternity-flame')).toBeDefined();
    expect(s.prompt().title).toBe(
      'Eternity Flame, Engulf: you may destroy a unit an opponent controls with a charm die on it',
    );
    s.click('hammer-knight');
    expect(s.unit('p2', 'hammer-knight')).toBeUndefined();
    expect(s.pb('p2').tokens.damage).toBe(2);
    expect(s.state.turn?.mainAvailable).toBe(false);
  });

  it('Engulf may be skipped, and offers no unit without a charm die', () => {
    const s = board(true);
    const [first] = s.cards('p1', 'shimmer-wing', 'battlefield');
    s.click(first?.uuid ?? '');
    if (s.offers('Ritual Flames')) s.button('Ritual Flames');
    s.click('shimmer-wing').button('Skip');
    expect(s.unit('p2', 'hammer-knight')).toBeDefined();
    expect(s.pb('p2').tokens.damage).toBe(0);

    const plain = board(false);
    const [wing] = plain.cards('p1', 'shimmer-wing', 'battlefield');
    plain.click(wing?.uuid ?? '');
    if (plain.offers('Ritual Flames')) plain.button('Ritual Flames');
    plain.click('shimmer-wing');
    expect(plain.unit('p1', 'eternity-flame')).toBeDefined();
    expect(plain.prompt().title).toBe('Choose an action');
  });

  it('Ritual Flames is not usable without another Shimmer Wing', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        battlefield: ['shimmer-wing'],
        archives: ['eternity-flame'],
        dice: ['natural:basic'],
      },
      p2: { phoenixborn: coal },
    });
    expect(s.offers('shimmer-wing')).toBe(false);
  });
});

describe('Farewell', () => {
  it('discards a unit with a life value of X and X cards off its controller’s draw pile', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: maeoni, hand: ['farewell'], dice: ['charm:class', 'charm:power'] },
      p2: {
        phoenixborn: coal,
        battlefield: ['iron-worker', 'anchornaut', 'hammer-knight'],
        deck: ['anchornaut', 'anchornaut', 'anchornaut'],
      },
    });
    s.click('farewell');
    expect(s.prompt().buttons).toContain('X = 2');
    s.button('X = 2');
    expect(s.offers('anchornaut')).toBe(false);
    expect(s.offers('hammer-knight')).toBe(false);
    s.click('iron-worker');
    expect(s.unit('p2', 'iron-worker')).toBeUndefined();
    expect(s.cards('p2', 'iron-worker', 'discard')).toHaveLength(1);
    expect(s.zoneStubs('p2', 'deck')).toHaveLength(1);
    expect(s.dice('p1', 'active')).toHaveLength(0);
  });
});

describe('Gifted Rose', () => {
  function board(p2Units: string[] = []) {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        hand: ['gifted-rose'],
        battlefield: ['hammer-knight'],
        dice: ['natural:basic'],
      },
      p2: {
        phoenixborn: coal,
        battlefield: p2Units,
        hand: ['anchornaut'],
        dice: ['natural:basic'],
      },
    });
    s.click('gifted-rose').click(coal);
    expect(s.pb('p2').upgrades).toHaveLength(1);
    return s;
  }

  it('the attached Phoenixborn cannot guard', () => {
    const s = board(['iron-worker']);
    s.button('Attack a unit').click('iron-worker').click('hammer-knight');
    expect(s.prompt().player).toBe('p2');
    expect(s.offers(coal)).toBe(false);

    const without = scenario(catalogue, {
      p1: { phoenixborn: maeoni, battlefield: ['hammer-knight'] },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
    });
    without.button('Attack a unit').click('iron-worker').click('hammer-knight');
    expect(without.offers(coal)).toBe(true);
  });

  it('Reject: its Phoenixborn’s controller discards it paying a side action and a basic die', () => {
    const s = board();
    s.button('Pass').button('End Turn');
    s.click(coal, 'p2').button('Reject (1 basic die)', 'p2');
    expect(s.pb('p2').upgrades).toHaveLength(0);
    expect(s.cards('p1', 'gifted-rose', 'discard')).toHaveLength(1);
    expect(s.dice('p2', 'active')).toHaveLength(0);
    expect(s.state.turn?.sideActions).toBe(0);
  });

  it('Reject: or by discarding a card from hand', () => {
    const s = board();
    s.button('Pass').button('End Turn');
    s.click(coal, 'p2').button('Reject (discard 1 card)', 'p2');
    s.click('anchornaut', 'p2').button('Done', 'p2');
    expect(s.pb('p2').upgrades).toHaveLength(0);
    expect(s.zoneStubs('p2', 'discard')).toEqual(['anchornaut']);
    expect(s.dice('p2', 'active')).toHaveLength(1);
  });

  it('Reject is not offered to the player who attached it', () => {
    const s = board();
    expect(s.offers(coal)).toBe(false);
  });
});

describe('Arrogance against guards', () => {
  it('a unit guard with a charm die on it cannot guard against the chosen unit', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        battlefield: ['hammer-knight'],
        hand: ['arrogance'],
        dice: ['charm:class'],
        exhaustedDice: ['charm:power'],
      },
      p2: { phoenixborn: coal, battlefield: ['butterfly-monk', 'iron-worker'] },
    });
    charmDieOn(s, 'p1', uuidOf(s, 'p2', 'butterfly-monk'));
    s.button('Attack a unit').click('iron-worker').click('hammer-knight');
    s.click('arrogance');
    if (s.prompt().title === 'Arrogance: choose an attacking unit') s.click('hammer-knight');
    expect(s.prompt().player).toBe('p2');
    expect(s.offers('butterfly-monk')).toBe(false);
    expect(s.offers(coal)).toBe(true);
  });
});

describe('Judgment', () => {
  it('destroys all units, paying 2 basic dice and a card from hand', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        hand: ['judgment', 'anchornaut'],
        battlefield: ['hammer-knight'],
        dice: ['natural:basic', 'charm:basic'],
      },
      p2: { phoenixborn: coal, battlefield: ['iron-worker', 'butterfly-monk'] },
    });
    s.click('judgment').click('anchornaut').button('Done');
    expect(s.zoneStubs('p1', 'battlefield')).toEqual([]);
    expect(s.zoneStubs('p2', 'battlefield')).toEqual([]);
    expect(s.zoneStubs('p1', 'discard').sort()).toEqual([
      'anchornaut',
      'hammer-knight',
      'judgment',
    ]);
    expect(s.state.turn?.mainAvailable).toBe(false);
  });
});

describe('Rose Gardener', () => {
  it('Prune 1: may remove 1 status token from a spell', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        hand: ['rose-gardener'],
        dice: ['natural:basic'],
      },
      p2: { phoenixborn: coal, spellboard: [{ stub: 'summon-butterfly-monk', status: 2 }] },
    });
    s.click('rose-gardener');
    expect(s.prompt().title).toBe(
      'Rose Gardener, Prune 1: you may remove 1 status token from a unit or spell',
    );
    s.click('summon-butterfly-monk');
    expect(s.cards('p2', 'summon-butterfly-monk', 'spellboard')[0]?.tokens.status).toBe(1);
  });

  it('Prune 1 may be skipped', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: maeoni, hand: ['rose-gardener'], dice: ['natural:basic'] },
      p2: { phoenixborn: coal, battlefield: [{ stub: 'iron-worker', status: 1 }] },
    });
    s.click('rose-gardener').button('Skip');
    expect(s.unit('p2', 'iron-worker')?.tokens.status).toBe(1);
  });

  it('Cultivate 1: side: changes a charm die of the active pool to a chosen side', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        battlefield: ['rose-gardener'],
        dice: ['charm:basic', 'natural:basic'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('rose-gardener');
    if (s.offers('Cultivate 1')) s.button('Cultivate 1');
    expect(s.offers('natural:basic')).toBe(false);
    s.die('charm:basic').button('Power');
    expect(s.dice('p1', 'active').map((d) => `${d.magic}:${d.level}`)).toEqual([
      'charm:power',
      'natural:basic',
    ]);
    expect(s.state.turn?.sideActions).toBe(0);
  });

  it('Cultivate 1 is not usable without a charm die in the active pool', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: maeoni, battlefield: ['rose-gardener'], dice: ['natural:basic'] },
      p2: { phoenixborn: coal },
    });
    expect(s.offers('rose-gardener')).toBe(false);
  });
});

describe('Snake Bite', () => {
  it('coming into play, may resolve a charm die of the exhausted pool', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        hand: ['snake-bite'],
        dice: ['charm:power'],
        exhaustedDice: ['charm:class'],
      },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
    });
    s.click('snake-bite');
    expect(s.prompt().title).toBe(
      'Snake Bite: you may choose a charm die in your exhausted pool to resolve its power',
    );
    s.die('charm:class');
    if (s.offers('iron-worker')) s.click('iron-worker');
    expect(s.dice('p1', 'attached').map((d) => d.host)).toEqual([uuidOf(s, 'p2', 'iron-worker')]);
  });

  it('main, exhaust: 1 damage to a unit with a charm die on it', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: maeoni, spellboard: ['snake-bite'], dice: ['charm:power'] },
      p2: { phoenixborn: coal, battlefield: ['iron-worker', 'hammer-knight'] },
    });
    // The charm dice power places the die on Hammer Knight (the side action).
    s.die('charm:power').click('hammer-knight');
    expect(s.dice('p1', 'attached')).toHaveLength(1);
    s.click('snake-bite');
    if (s.offers('Snake Bite')) s.button('Snake Bite');
    expect(s.offers('iron-worker')).toBe(false);
    expect(s.offers(coal)).toBe(false);
    s.click('hammer-knight');
    expect(s.unit('p2', 'hammer-knight')?.tokens.damage).toBe(1);
    expect(s.state.turn?.mainAvailable).toBe(false);
  });

  it('is not usable with no unit with a charm die on it and no focus', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: maeoni, spellboard: ['snake-bite'] },
      p2: { phoenixborn: coal, battlefield: ['iron-worker'], deck: [] },
    });
    expect(s.offers('snake-bite')).toBe(false);
  });

  it('Focus 1: may instead hit a Phoenixborn whose owner has no cards in their draw pile', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        spellboard: ['snake-bite', 'snake-bite'],
        deck: ['anchornaut'],
      },
      p2: { phoenixborn: coal, deck: [] },
    });
    const [bite] = s.cards('p1', 'snake-bite', 'spellboard');
    s.click(bite?.uuid ?? '');
    if (s.offers('Snake Bite')) s.button('Snake Bite');
    expect(s.offers(maeoni)).toBe(false);
    s.click(coal);
    expect(s.pb('p2').tokens.damage).toBe(1);
  });
});

describe('Summon Bastion Badger', () => {
  it('places a Bastion Badger, then may raise a charm class die one level', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        spellboard: ['summon-bastion-badger'],
        dice: ['charm:class', 'natural:basic', 'charm:class'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('summon-bastion-badger');
    if (s.offers('Summon Bastion Badger')) s.button('Summon Bastion Badger');
    if (s.prompt().title.startsWith('Pay for'))
      s.die('charm:class').die('natural:basic').button('Done');
    expect(s.unit('p1', 'bastion-badger')).toBeDefined();
    expect(s.prompt().title).toBe(
      'Summon Bastion Badger: you may raise 1 charm class die in your active pool one level',
    );
    s.die('charm:class');
    expect(s.dice('p1', 'active').map((d) => `${d.magic}:${d.level}`)).toEqual(['charm:power']);
  });

  it('the raise may be skipped', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        spellboard: ['summon-bastion-badger'],
        dice: ['charm:class', 'natural:basic', 'charm:class'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('summon-bastion-badger');
    if (s.offers('Summon Bastion Badger')) s.button('Summon Bastion Badger');
    if (s.prompt().title.startsWith('Pay for'))
      s.die('charm:class').die('natural:basic').button('Done');
    s.button('Skip');
    expect(s.dice('p1', 'active').map((d) => `${d.magic}:${d.level}`)).toEqual(['charm:class']);
  });
});

describe('Summon Shimmer Wing', () => {
  it('draws a card and places a Shimmer Wing', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        spellboard: ['summon-shimmer-wing'],
        deck: ['anchornaut'],
        dice: ['charm:class'],
      },
      p2: { phoenixborn: coal },
    });
    s.click('summon-shimmer-wing');
    if (s.offers('Summon Shimmer Wing')) s.button('Summon Shimmer Wing');
    expect(s.unit('p1', 'shimmer-wing')).toBeDefined();
    expect(s.zoneStubs('p1', 'hand')).toEqual(['anchornaut']);
  });

  it('is not usable with no Shimmer Wing left in the conjuration pile', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        spellboard: ['summon-shimmer-wing'],
        archives: [],
        dice: ['charm:class'],
      },
      p2: { phoenixborn: coal },
    });
    expect(s.offers('summon-shimmer-wing')).toBe(false);
  });
});

describe('Venom Strike', () => {
  it('X = charm dice on their units: X cards discarded, X damage, exhausted units’ charm dice returned', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        hand: ['venom-strike'],
        dice: ['natural:basic'],
        exhaustedDice: ['charm:power', 'charm:power'],
      },
      p2: {
        phoenixborn: coal,
        battlefield: [{ stub: 'iron-worker', exhaustion: 1 }, 'hammer-knight'],
        deck: ['anchornaut', 'anchornaut', 'anchornaut'],
      },
    });
    const onExhausted = charmDieOn(s, 'p1', uuidOf(s, 'p2', 'iron-worker'));
    const onReady = charmDieOn(s, 'p1', uuidOf(s, 'p2', 'hammer-knight'));
    s.click('venom-strike');
    if (s.offers('bob')) s.button('bob');
    expect(s.zoneStubs('p2', 'deck')).toHaveLength(1);
    expect(s.pb('p2').tokens.damage).toBe(2);
    expect(s.state.dice[onExhausted]?.location).toBe('exhausted');
    expect(s.state.dice[onReady]?.location).toBe('attached');
  });
});

describe('Willpower', () => {
  it('deals damage equal to the cards in your hand to a unit an opponent controls', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: maeoni,
        hand: ['willpower', 'anchornaut', 'anchornaut', 'anchornaut'],
        dice: ['natural:basic'],
      },
      p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
    });
    s.click('willpower').click('hammer-knight');
    expect(s.unit('p2', 'hammer-knight')?.tokens.damage).toBe(3);
  });

  it('cannot be played without a unit an opponent controls', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: maeoni, hand: ['willpower'], dice: ['natural:basic'] },
      p2: { phoenixborn: coal },
    });
    expect(s.offers('willpower')).toBe(false);
  });
});

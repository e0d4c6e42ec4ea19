import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { shownAttack } from '../../testing/attacks';
import { defend } from '../../testing/round-steps';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const coal = 'coal-roarkwin';
const koji = 'koji-wolfcub';

/** Answers a payment prompt with this die, when one is asked. */
function paid(s: Scenario, die: string): Scenario {
  if (s.prompt().title.startsWith('Pay for ')) s.die(die).button('Done');
  return s;
}

function alterationsOn(s: Scenario, p: 'p1' | 'p2', stub: string): string[] {
  return (s.unit(p, stub)?.upgrades ?? []).map((u) => s.state.cards[u]!.stub);
}

describe('The Corpse of Viros', () => {
  describe('Blood Brawl', () => {
    it('may deal 1 damage once for each wound token on units you control', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['blood-brawl'],
          battlefield: [
            { stub: 'hammer-knight', damage: 2 },
            { stub: 'iron-worker', damage: 1 },
          ],
          dice: ['ceremonial:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight', 'blood-puppet'] },
      });
      s.click('blood-brawl');
      s.click(s.unit('p2', 'hammer-knight')!.uuid);
      s.click(s.unit('p2', 'hammer-knight')!.uuid);
      expect(s.prompt().title).toMatch(/^Blood Brawl/);
      s.click('blood-puppet');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(2);
      expect(s.unit('p2', 'blood-puppet')!.tokens.damage).toBe(1);
      expect(s.prompt().title).not.toMatch(/^Blood Brawl/);
    });

    it('each damage may be declined; with no wounds nothing is asked', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['blood-brawl'],
          battlefield: [{ stub: 'hammer-knight', damage: 2 }],
          dice: ['ceremonial:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['blood-puppet'] },
      });
      s.click('blood-brawl').button('Skip');
      s.click('blood-puppet');
      expect(s.unit('p2', 'blood-puppet')!.tokens.damage).toBe(1);

      const t = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['blood-brawl'],
          battlefield: ['hammer-knight'],
          dice: ['ceremonial:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['blood-puppet'] },
      });
      t.click('blood-brawl');
      expect(t.prompt().title).not.toMatch(/^Blood Brawl/);
      expect(t.zoneStubs('p1', 'discard')).toEqual(['blood-brawl']);
    });
  });

  describe('Blood Puppeteer', () => {
    it('Stitch: places a Blood Puppet onto your battlefield as it comes into play', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['blood-puppeteer'],
          dice: ['ceremonial:power'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('blood-puppeteer');
      expect(s.cards('p1', 'blood-puppet', 'battlefield')).toHaveLength(1);
    });

    it('Restitch: when destroyed, may discard your Blood Puppet to place one onto an opponent’s battlefield', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
        p2: { phoenixborn: koji, battlefield: ['blood-puppeteer', 'blood-puppet'] },
      });
      s.button('Attack a unit').click('blood-puppeteer').click('hammer-knight');
      defend(s, 'p2', false);
      expect(s.unit('p2', 'blood-puppeteer')).toBeUndefined();
      while (s.prompt().title.startsWith('Aftershock')) s.button('Skip');
      expect(s.prompt()).toMatchObject({
        player: 'p2',
        title: 'Restitch: you may discard a Blood Puppet you control',
      });
      s.click('blood-puppet').button(s.name('p1'));
      expect(s.cards('p2', 'blood-puppet', 'battlefield')).toHaveLength(0);
      expect(s.cards('p1', 'blood-puppet', 'battlefield')).toHaveLength(1);
    });

    it('Restitch may be declined', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
        p2: { phoenixborn: koji, battlefield: ['blood-puppeteer', 'blood-puppet'] },
      });
      s.button('Attack a unit').click('blood-puppeteer').click('hammer-knight');
      defend(s, 'p2', false);
      while (s.prompt().title.startsWith('Aftershock')) s.button('Skip');
      s.button('Skip');
      expect(s.cards('p2', 'blood-puppet', 'battlefield')).toHaveLength(1);
      expect(s.cards('p1', 'blood-puppet', 'battlefield')).toHaveLength(0);
    });
  });

  describe('Bone Crow and Summon Bone Crow', () => {
    it('Summon Bone Crow is usable only after a unit was destroyed this turn', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['molten-gold'],
          spellboard: ['summon-bone-crow'],
          dice: ['ceremonial:class', 'natural:class', 'natural:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['blood-puppet'] },
      });
      expect(s.offers('summon-bone-crow')).toBe(false);
      s.click('molten-gold').click('blood-puppet');
      expect(s.unit('p2', 'blood-puppet')).toBeUndefined();
      s.click('summon-bone-crow');
      expect(s.cards('p1', 'bone-crow', 'battlefield')).toHaveLength(1);
      expect(s.state.turn?.sideActions).toBe(0);
    });

    it('the record is forgotten when the turn ends', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['molten-gold'],
          dice: ['natural:class', 'natural:class'],
        },
        p2: {
          phoenixborn: coal,
          battlefield: ['blood-puppet'],
          spellboard: ['summon-bone-crow'],
          dice: ['ceremonial:class'],
        },
      });
      s.click('molten-gold').click('blood-puppet').button('End Turn');
      expect(s.prompt().player).toBe('p2');
      expect(s.offers('summon-bone-crow')).toBe(false);
    });

    it('Feast 1: +1 attack when attacking a card with wound tokens on it', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: ['bone-crow'] },
        p2: { phoenixborn: coal, pbDamage: 1 },
      });
      s.button('Attack Phoenixborn').click('bone-crow').button('Done');
      expect(shownAttack(s, s.name('p1'), 'bone-crow')).toBe(2);
    });

    it('Feast 1: nothing when the target has no wound tokens', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: ['bone-crow'] },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'hammer-knight', damage: 0 }] },
      });
      s.button('Attack a unit').click('hammer-knight').click('bone-crow');
      expect(shownAttack(s, s.name('p1'), 'bone-crow')).toBe(1);
    });
  });

  describe('Calamity Golem and Summon Calamity Golem', () => {
    it('destroys an ally you control and places a Golem with wounds equal to its printed recover', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['summon-calamity-golem'],
          battlefield: ['hammer-knight', 'blood-puppet'],
          dice: ['ceremonial:class', 'ceremonial:class', 'ceremonial:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-calamity-golem');
      expect(s.offers('blood-puppet')).toBe(false);
      s.click('hammer-knight');
      expect(s.unit('p1', 'hammer-knight')).toBeUndefined();
      expect(s.unit('p1', 'calamity-golem')!.tokens.damage).toBe(2);
    });

    it('cannot be played without an ally', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['summon-calamity-golem'],
          battlefield: ['blood-puppet'],
          dice: ['ceremonial:class', 'ceremonial:class', 'ceremonial:class'],
        },
        p2: { phoenixborn: coal },
      });
      expect(s.offers('summon-calamity-golem')).toBe(false);
    });

    it('Rancor: deals damage equal to its wound tokens to an opposing unit as it attacks', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: [{ stub: 'calamity-golem', damage: 2 }] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.button('Attack Phoenixborn').click('calamity-golem').button('Done');
      expect(s.prompt().title).toMatch(/^Rancor/);
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(2);
    });

    it('Rancor asks nothing without wound tokens', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: ['calamity-golem'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.button('Attack Phoenixborn').click('calamity-golem').button('Done');
      expect(s.prompt().title).not.toMatch(/^Rancor/);
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(0);
    });
  });

  describe('Change of Heart', () => {
    it('attaches only to your own unexhausted Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, hand: ['change-of-heart'], dice: ['ceremonial:basic'] },
        p2: { phoenixborn: koji },
      });
      s.click('change-of-heart');
      expect(s.offers(koji)).toBe(false);
      s.click(coal);
      expect(s.pb('p1').upgrades.map((u) => s.state.cards[u]!.stub)).toEqual(['change-of-heart']);

      const t = scenario(catalogue, {
        p1: {
          phoenixborn: coal,
          hand: ['change-of-heart'],
          dice: ['ceremonial:basic'],
          pbExhaustion: 1,
        },
        p2: { phoenixborn: koji },
      });
      expect(t.offers('change-of-heart')).toBe(false);
    });

    it('You cannot activate your Phoenixborn’s ability: Slash is no longer offered', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: coal,
          hand: ['change-of-heart', 'anchornaut'],
          dice: ['ceremonial:basic'],
        },
        p2: { phoenixborn: koji, battlefield: ['hammer-knight'] },
      });
      // Before: Coal's Slash (side, discard 1 card) can be activated.
      expect(s.offers(coal)).toBe(true);
      s.click('change-of-heart').click(coal);
      // After: no ally to return, so nothing on Coal can be activated.
      expect(s.state.turn?.sideActions).toBe(1);
      expect(s.offers(coal)).toBe(false);
    });

    it('the Phoenixborn’s own ability cannot be activated; the granted one returns an ally to deal 1 damage', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: coal,
          hand: ['change-of-heart', 'anchornaut'],
          battlefield: ['iron-worker'],
          dice: ['ceremonial:basic', 'natural:basic'],
        },
        p2: { phoenixborn: koji, battlefield: ['hammer-knight'] },
      });
      paid(s.click('change-of-heart').click(coal), 'ceremonial:basic');
      // Coal's own Slash is not offered: the click goes straight to the granted ability.
      s.click(coal);
      expect(s.prompt().title).toMatch(/^Change of Heart/);
      expect(s.offers('Slash')).toBe(false);
      s.click('iron-worker').click('hammer-knight');
      expect(s.zoneStubs('p1', 'hand').sort()).toEqual(['anchornaut', 'iron-worker']);
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
    });
  });

  describe('Channel Magic', () => {
    it('draws 1, removes 1 wound from a Phoenixborn and raises 3 dice one level', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['channel-magic'],
          deck: ['iron-worker'],
          dice: [
            'ceremonial:basic',
            'natural:basic',
            'natural:class',
            'illusion:basic',
            'charm:power',
          ],
          pbDamage: 2,
        },
        p2: { phoenixborn: coal },
      });
      paid(s.click('channel-magic'), 'ceremonial:basic');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['iron-worker']);
      s.click(koji);
      expect(s.pb('p1').tokens.damage).toBe(1);
      expect(s.offers('charm:power')).toBe(false);
      s.die('natural:basic').die('natural:class').die('illusion:basic').button('Done');
      const levels = s
        .dice('p1', 'active')
        .map((d) => `${d.magic}:${d.level}`)
        .sort();
      expect(levels).toEqual(['charm:power', 'illusion:class', 'natural:class', 'natural:power']);
    });
  });

  describe('Chant of Transfusion', () => {
    it('gains a status token after an ally you control is destroyed', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['summon-calamity-golem'],
          spellboard: ['chant-of-transfusion'],
          battlefield: ['hammer-knight'],
          dice: ['ceremonial:class', 'ceremonial:class', 'ceremonial:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-calamity-golem').click('hammer-knight');
      expect(s.cards('p1', 'chant-of-transfusion', 'spellboard')[0]!.tokens.status).toBe(1);
    });

    it('main or side, exhaust: removes its status token to move 1 wound token between units', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          spellboard: [{ stub: 'chant-of-transfusion', status: 1 }],
          battlefield: [{ stub: 'hammer-knight', damage: 2 }],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.click('chant-of-transfusion');
      expect(s.offers('iron-worker')).toBe(false);
      s.click('hammer-knight').click('iron-worker');
      expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(1);
      expect(s.unit('p2', 'iron-worker')!.tokens.damage).toBe(1);
      expect(s.cards('p1', 'chant-of-transfusion', 'spellboard')[0]!.tokens.status).toBe(0);
    });

    it('is not usable without a status token', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          spellboard: ['chant-of-transfusion'],
          battlefield: [{ stub: 'hammer-knight', damage: 2 }],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      expect(s.offers('chant-of-transfusion')).toBe(false);
    });
  });

  describe('Final Stand', () => {
    it('with an empty hand and 12 or more wounds: 4 damage to a unit and 2 to a Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, hand: ['final-stand'], dice: ['natural:basic'], pbDamage: 12 },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('final-stand').click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')).toBeUndefined();
      s.click(coal);
      expect(s.pb('p2').tokens.damage).toBe(2);
    });

    it('with cards in hand and fewer than 12 wounds, nothing happens', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['final-stand', 'iron-worker'],
          dice: ['natural:basic'],
          pbDamage: 11,
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('final-stand');
      expect(s.prompt().title).not.toMatch(/^Final Stand/);
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(0);
      expect(s.pb('p2').tokens.damage).toBe(0);
    });
  });

  describe('Infuriate', () => {
    it('Frenzy 2: 2 damage to the unit as it attacks; Rage 1: +1 attack per wound token', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['infuriate'],
          battlefield: ['hammer-knight'],
          dice: ['ceremonial:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('infuriate').click('hammer-knight');
      expect(shownAttack(s, s.name('p1'), 'hammer-knight')).toBe(3);
      s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
      expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(2);
      expect(shownAttack(s, s.name('p1'), 'hammer-knight')).toBe(5);
    });
  });

  describe('Old Salt', () => {
    it('Wounded 1 places a wound on it; Throw 1 may deal 1 damage to another unit', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, hand: ['old-salt'], dice: ['ceremonial:class', 'natural:basic'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('old-salt');
      expect(s.prompt().title).toBe('Throw 1: you may deal 1 damage to another unit');
      expect(s.offers('old-salt')).toBe(false);
      s.click('hammer-knight');
      expect(s.unit('p1', 'old-salt')!.tokens.damage).toBe(1);
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(1);
    });

    it('Throw 1 may be declined', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, hand: ['old-salt'], dice: ['ceremonial:class', 'natural:basic'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('old-salt');
      expect(s.prompt().title).toBe('Throw 1: you may deal 1 damage to another unit');
      s.button('Skip');
      expect(s.unit('p1', 'old-salt')!.tokens.damage).toBe(1);
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(0);
    });
  });

  describe('Phoenix Attendant', () => {
    it('Alleviate 1: moves 1 wound token from your Phoenixborn onto it', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: ['phoenix-attendant'], pbDamage: 3 },
        p2: { phoenixborn: coal },
      });
      s.click('phoenix-attendant');
      expect(s.pb('p1').tokens.damage).toBe(2);
      expect(s.unit('p1', 'phoenix-attendant')!.tokens.damage).toBe(1);
      expect(s.state.turn?.sideActions).toBe(0);
    });

    it('is not usable while it has a wound token', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          battlefield: [{ stub: 'phoenix-attendant', damage: 1 }],
          pbDamage: 3,
        },
        p2: { phoenixborn: coal },
      });
      expect(s.offers('phoenix-attendant')).toBe(false);
    });
  });

  describe('Playtime', () => {
    it('-1 attack; declared as an attacker, its controller’s Phoenixborn takes 1 damage', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['playtime'],
          battlefield: ['iron-worker'],
          dice: ['ceremonial:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.click('playtime').click('hammer-knight');
      expect(alterationsOn(s, 'p2', 'hammer-knight')).toEqual(['playtime']);
      expect(shownAttack(s, s.name('p2'), 'hammer-knight')).toBe(2);
      s.button('End Turn');
      s.button('Attack Phoenixborn', 'p2').click('hammer-knight', 'p2').button('Done', 'p2');
      expect(s.pb('p2').tokens.damage).toBe(1);
      expect(s.pb('p1').tokens.damage).toBe(0);
    });

    it('declared as a blocker, the damage also follows', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, battlefield: ['iron-worker'] },
        p2: { phoenixborn: coal, battlefield: [{ stub: 'hammer-knight', upgrades: ['playtime'] }] },
      });
      s.button('Attack Phoenixborn').click('iron-worker').button('Done');
      s.click('hammer-knight', 'p2').button('Done', 'p2');
      expect(s.pb('p2').tokens.damage).toBe(1);
    });

    it('destroyed: a Blood Puppet from the spell owner’s pile comes onto its controller’s battlefield', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          hand: ['playtime', 'molten-gold'],
          dice: ['ceremonial:class', 'natural:class', 'natural:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      s.click('playtime').click('iron-worker');
      expect(s.cards('p1', 'blood-puppet', 'archives').length).toBeGreaterThan(0);
      s.button('End Turn').button('Pass', 'p2').button('End Turn', 'p2');
      s.click('molten-gold').click('iron-worker');
      expect(s.unit('p2', 'iron-worker')).toBeUndefined();
      const puppets = s.cards('p2', 'blood-puppet', 'battlefield');
      expect(puppets).toHaveLength(1);
      expect(puppets[0]!.owner).toBe('p1');
    });
  });

  describe('Serve the City', () => {
    it('deals 1 damage to an unexhausted unit you control, +1 attack, then may attack a Phoenixborn with it alone', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: koji,
          spellboard: ['serve-the-city'],
          battlefield: ['hammer-knight', { stub: 'iron-worker', exhaustion: 1 }],
        },
        p2: { phoenixborn: coal },
      });
      s.click('serve-the-city');
      expect(s.offers('iron-worker')).toBe(false);
      s.click('hammer-knight');
      expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(1);
      expect(shownAttack(s, s.name('p1'), 'hammer-knight')).toBe(4);
      s.button('Attack a Phoenixborn');
      defend(s, 'p2', false);
      expect(s.pb('p2').tokens.damage).toBe(4);
    });

    it('may attack a unit instead, or not attack at all', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: koji, spellboard: ['serve-the-city'], battlefield: ['hammer-knight'] },
        p2: { phoenixborn: coal, battlefield: ['blood-puppet'] },
      });
      s.click('serve-the-city').click('hammer-knight').button('Attack a unit');
      s.click('blood-puppet');
      defend(s, 'p2', false);
      expect(s.unit('p2', 'blood-puppet')).toBeUndefined();

      const t = scenario(catalogue, {
        p1: { phoenixborn: koji, spellboard: ['serve-the-city'], battlefield: ['hammer-knight'] },
        p2: { phoenixborn: coal },
      });
      t.click('serve-the-city').click('hammer-knight').button("Don't attack");
      expect(t.state.attack).toBeNull();
      expect(t.pb('p2').tokens.damage).toBe(0);
    });
  });

  describe('Shadowblade', () => {
    it('after a player declares attackers: draw 2, 1 damage to two different opposing units', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker', 'hammer-knight'] },
        p2: {
          phoenixborn: koji,
          hand: ['shadowblade'],
          deck: ['anchornaut', 'blood-puppet', 'gilder'],
          dice: ['natural:basic'],
        },
      });
      s.button('Attack Phoenixborn').click('iron-worker').button('Done').click('shadowblade');
      expect(s.zoneStubs('p2', 'hand')).toHaveLength(2);
      s.click('iron-worker');
      expect(s.offers('iron-worker')).toBe(false);
      s.click('hammer-knight');
      expect(s.unit('p1', 'iron-worker')!.tokens.damage).toBe(1);
      expect(s.unit('p1', 'hammer-knight')!.tokens.damage).toBe(1);
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import type { Scenario } from '../../testing/scenario';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

const namine = 'namine-hymntide';
const coal = 'coal-roarkwin';

/** The defender declines to guard, block and counter, as long as one of those is asked. */
function noDefence(s: Scenario): void {
  const answers = ['No guard', 'Done', "Don't counter"];
  for (let asked = 0; asked < 6; asked++) {
    const { player, buttons } = s.prompt();
    const answer = answers.find((a) => buttons.includes(a));
    if (player === null || answer === undefined) return;
    s.button(answer, player);
  }
}

describe('The Song of Soaksend cards', () => {
  describe('Namine Hymntide — Calming Melody', () => {
    const melody = () =>
      scenario(catalogue, {
        p1: { phoenixborn: namine, deck: ['encore', 'crescendo'], dice: ['sympathy:class'] },
        p2: { phoenixborn: coal },
      });

    it('draws 1 card; may place 1 exhaustion token on Namine and 1 on a target Phoenixborn', () => {
      const s = melody();
      s.click(namine);
      expect(s.zoneStubs('p1', 'hand')).toEqual(['encore']);
      expect(s.prompt().title).toMatch(/^Calming Melody/);
      s.click(coal);
      expect(s.pb('p2').tokens.exhaustion).toBe(1);
      expect(s.pb('p1').tokens.exhaustion).toBe(2);
      expect(s.state.turn?.sideActions).toBe(0);
    });

    it('the exhaustion is optional', () => {
      const s = melody();
      s.click(namine).button('Skip');
      expect(s.pb('p2').tokens.exhaustion).toBe(0);
      expect(s.pb('p1').tokens.exhaustion).toBe(1);
    });
  });

  describe('Summon Salamander Monk, Salamander Monk and its Spirit', () => {
    it('places a Salamander Monk for 1 sympathy class', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: namine,
          spellboard: ['summon-salamander-monk'],
          dice: ['sympathy:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-salamander-monk');
      expect(s.cards('p1', 'salamander-monk', 'battlefield')).toHaveLength(1);
    });

    it('Spirit Form: when destroyed, a Salamander Monk Spirit takes its place', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: 'aradel-summergaard', dice: ['natural:class'] },
        p2: { phoenixborn: namine, battlefield: ['salamander-monk'] },
      });
      s.click('aradel-summergaard').click('salamander-monk');
      expect(s.cards('p2', 'salamander-monk', 'battlefield')).toHaveLength(0);
      expect(s.cards('p2', 'salamander-monk-spirit', 'battlefield')).toHaveLength(1);
    });

    it('Fleeting: the Spirit is discarded at the end of the round', () => {
      const s = scenario(catalogue, {
        phase: 'recovery',
        p1: { phoenixborn: namine, battlefield: ['salamander-monk-spirit'], archives: [] },
        p2: { phoenixborn: coal },
      });
      expect(s.cards('p1', 'salamander-monk-spirit', 'battlefield')).toHaveLength(0);
      expect(s.cards('p1', 'salamander-monk-spirit', 'archives')).toHaveLength(1);
    });
  });

  describe('Summon Squall Stallion and Squall Stallion', () => {
    it('draws 1 card and places a Squall Stallion for 1 sympathy class and 1 basic', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: namine,
          spellboard: ['summon-squall-stallion'],
          deck: ['encore'],
          dice: ['sympathy:class', 'charm:basic'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-squall-stallion');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['encore']);
      expect(s.cards('p1', 'squall-stallion', 'battlefield')).toHaveLength(1);
    });

    it('cannot be used with no Squall Stallion left in the conjuration pile', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: namine,
          spellboard: ['summon-squall-stallion'],
          deck: ['encore'],
          dice: ['sympathy:class', 'charm:basic'],
          archives: [],
        },
        p2: { phoenixborn: coal },
      });
      const spell = s.cards('p1', 'summon-squall-stallion', 'spellboard')[0]!.uuid;
      s.send({ type: 'cardClicked', uuid: spell }, 'p1', true);
      expect(s.zoneStubs('p1', 'hand')).toEqual([]);
    });

    it('Torrent 1: places a card of the hand on the draw pile, then a status token on every Squall Stallion', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: namine,
          hand: ['encore'],
          deck: ['crescendo'],
          battlefield: [{ stub: 'squall-stallion', exhaustion: 1 }, 'squall-stallion'],
        },
        p2: { phoenixborn: coal },
      });
      // Inexhaustible: the exhausted one may use it.
      s.click(s.cards('p1', 'squall-stallion', 'battlefield')[0]!.uuid);
      expect(s.prompt().title).toMatch(/^Torrent 1/);
      s.click('encore').button('Top');
      expect(s.zoneStubs('p1', 'deck')).toEqual(['encore', 'crescendo']);
      const stallions = s.cards('p1', 'squall-stallion', 'battlefield');
      expect(stallions.map((u) => u.tokens.status)).toEqual([1, 1]);
      // X = its status tokens.
      expect(s.view('p1').players.alice!.cardPiles.cardsInPlay[1]!.attack).toBe(1);
      expect(s.logLines().some((l) => l.includes('Encore'))).toBe(false);
    });

    it('Torrent 1 may place the card on the bottom, and needs a card in hand', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: namine,
          hand: ['encore'],
          deck: ['crescendo'],
          battlefield: ['squall-stallion'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('squall-stallion').click('encore').button('Bottom');
      expect(s.zoneStubs('p1', 'deck')).toEqual(['crescendo', 'encore']);

      const empty = scenario(catalogue, {
        p1: { phoenixborn: namine, battlefield: ['squall-stallion'] },
        p2: { phoenixborn: coal },
      });
      empty.send(
        { type: 'cardClicked', uuid: empty.unit('p1', 'squall-stallion')!.uuid },
        'p1',
        true,
      );
      expect(empty.state.turn?.sideActions).toBe(1);
    });

    it("Lightning Speed: an opponent's reaction spells cannot target it; their other spells can", () => {
      const t = scenario(catalogue, {
        p1: {
          phoenixborn: coal,
          hand: ['crescendo', 'anchornaut'],
          battlefield: ['iron-worker'],
          dice: ['sympathy:class'],
        },
        p2: {
          phoenixborn: namine,
          battlefield: [{ stub: 'squall-stallion', status: 1 }, 'flute-mage'],
        },
      });
      t.button('Attack Phoenixborn').click('iron-worker').button('Done');
      t.click('crescendo').click('anchornaut').button('Done');
      t.click('iron-worker');
      expect(t.prompt().title).toBe('Crescendo: choose a unit to deal 3 damage to');
      expect(t.offers('squall-stallion')).toBe(false);
      expect(t.offers('flute-mage')).toBe(true);
    });
  });

  describe('Crescendo', () => {
    const attacking = () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: namine,
          hand: ['crescendo', 'encore'],
          battlefield: ['iron-worker', 'flute-mage'],
          dice: ['sympathy:class'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.button('Attack Phoenixborn').click('iron-worker').button('Done');
      return s;
    };

    it('after you declare attackers: 1 damage to a unit you control to deal 3 damage to a target unit', () => {
      const s = attacking();
      expect(s.prompt()).toMatchObject({ player: 'p1', title: 'Play a reaction spell?' });
      s.click('crescendo');
      expect(s.prompt().title).toBe('Pay for Crescendo: choose 1 card(s) to discard');
      s.click('encore').button('Done');
      expect(s.prompt().title).toBe('Crescendo: choose a unit you control to deal 1 damage to');
      expect(s.offers('hammer-knight')).toBe(false);
      s.click('flute-mage').click('hammer-knight');
      expect(s.unit('p1', 'flute-mage')!.tokens.damage).toBe(1);
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(3);
      expect(s.zoneStubs('p1', 'discard').sort()).toEqual(['crescendo', 'encore']);
    });

    it("is not offered after an opponent's attackers are declared", () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
        p2: {
          phoenixborn: namine,
          hand: ['crescendo', 'encore'],
          battlefield: ['iron-worker'],
          dice: ['sympathy:class'],
        },
      });
      s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
      expect(s.prompt().title).not.toBe('Play a reaction spell?');
    });
  });

  describe('Guilt Link', () => {
    it('gets a status token after an attack places wounds on your Phoenixborn (only if it has none)', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
        p2: { phoenixborn: namine, spellboard: ['guilt-link'] },
      });
      s.button('Attack Phoenixborn').click('hammer-knight').button('Done');
      noDefence(s);
      expect(s.pb('p2').tokens.damage).toBe(3);
      expect(s.cards('p2', 'guilt-link', 'spellboard')[0]!.tokens.status).toBe(1);

      const full = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['hammer-knight'] },
        p2: { phoenixborn: namine, spellboard: [{ stub: 'guilt-link', status: 1 }] },
      });
      full.button('Attack Phoenixborn').click('hammer-knight').button('Done');
      noDefence(full);
      expect(full.pb('p2').tokens.damage).toBe(3);
      expect(full.cards('p2', 'guilt-link', 'spellboard')[0]!.tokens.status).toBe(1);
    });

    it('gets none for wounds placed by a spell or ability', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: 'rin-northfell', spellboard: ['frost-bite'], dice: ['natural:class'] },
        p2: { phoenixborn: namine, spellboard: ['guilt-link'] },
      });
      s.click('frost-bite').click(namine);
      expect(s.pb('p2').tokens.damage).toBe(1);
      expect(s.cards('p2', 'guilt-link', 'spellboard')[0]!.tokens.status).toBe(0);
    });

    it('removes its status token to destroy a unit you control; then the target player destroys one of theirs', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: namine,
          spellboard: [{ stub: 'guilt-link', status: 1 }],
          battlefield: ['flute-mage'],
        },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight', 'iron-worker'] },
      });
      s.click('guilt-link');
      expect(s.prompt().title).toBe('Guilt Link: choose a unit you control to destroy');
      s.click('flute-mage');
      expect(s.prompt().title).toBe(
        'Guilt Link: choose a target player to destroy a unit they control',
      );
      s.button(s.name('p2'));
      expect(s.prompt().player).toBe('p2');
      s.click('iron-worker', 'p2');
      expect(s.unit('p1', 'flute-mage')).toBeUndefined();
      expect(s.unit('p2', 'iron-worker')).toBeUndefined();
      expect(s.unit('p2', 'hammer-knight')).toBeDefined();
      expect(s.cards('p1', 'guilt-link', 'spellboard')[0]!.tokens).toMatchObject({
        status: 0,
        exhaustion: 1,
      });
    });

    it('cannot be used without a status token or without a unit of yours', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: namine, spellboard: ['guilt-link'], battlefield: ['flute-mage'] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      const link = s.cards('p1', 'guilt-link', 'spellboard')[0]!.uuid;
      s.send({ type: 'cardClicked', uuid: link }, 'p1', true);
      const none = scenario(catalogue, {
        p1: { phoenixborn: namine, spellboard: [{ stub: 'guilt-link', status: 1 }] },
        p2: { phoenixborn: coal, battlefield: ['iron-worker'] },
      });
      const other = none.cards('p1', 'guilt-link', 'spellboard')[0]!.uuid;
      none.send({ type: 'cardClicked', uuid: other }, 'p1', true);
      expect(none.state.turn?.sideActions).toBe(1);
    });
  });

  describe('Magic Syphon', () => {
    it("changes 1 die of yours and 1 die of a target player's active pool to chosen sides", () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: namine, spellboard: ['magic-syphon'], dice: ['sympathy:basic'] },
        p2: { phoenixborn: coal, dice: ['ceremonial:power'] },
      });
      s.click('magic-syphon');
      expect(s.prompt().title).toBe('Magic Syphon: choose a die in your active pool to change');
      s.die('sympathy:basic').button('Power');
      s.button(s.name('p2')).die('ceremonial:power').button('Basic');
      expect(s.dice('p1', 'active')[0]!.level).toBe('power');
      expect(s.dice('p2', 'active')[0]!.level).toBe('basic');
    });

    it("cannot change an opponent's dice while Law of Assurance is in play", () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: namine, spellboard: ['magic-syphon'], dice: ['sympathy:basic'] },
        p2: {
          phoenixborn: 'odette-diamondcrest',
          spellboard: ['law-of-assurance'],
          dice: ['divine:power'],
        },
      });
      s.click('magic-syphon').die('sympathy:basic').button('Class');
      expect(s.offers(s.name('p2'))).toBe(false);
      expect(s.offers('Me')).toBe(true);
    });
  });

  describe('Encore', () => {
    it('places a card of the discard pile other than Encore on top of the draw pile, then draws 1', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: namine,
          hand: ['encore'],
          discard: ['encore', 'crescendo'],
          deck: ['flute-mage'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('encore');
      expect(s.offers('encore')).toBe(false);
      s.click('crescendo').button('Top');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['crescendo']);
      expect(s.zoneStubs('p1', 'deck')).toEqual(['flute-mage']);
    });

    it('or on the bottom; the search may find nothing', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: namine, hand: ['encore'], discard: ['crescendo'], deck: ['flute-mage'] },
        p2: { phoenixborn: coal },
      });
      s.click('encore').click('crescendo').button('Bottom');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['flute-mage']);
      expect(s.zoneStubs('p1', 'deck')).toEqual(['crescendo']);

      const skip = scenario(catalogue, {
        p1: { phoenixborn: namine, hand: ['encore'], discard: ['crescendo'], deck: ['flute-mage'] },
        p2: { phoenixborn: coal },
      });
      skip.click('encore').button('Skip');
      expect(skip.zoneStubs('p1', 'hand')).toEqual(['flute-mage']);
      expect(skip.zoneStubs('p1', 'discard')).toEqual(['crescendo', 'encore']);
    });
  });
});

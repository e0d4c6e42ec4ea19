import { beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../domain/cards';
import { testCatalogue } from '../../testing/catalogue';
import { scenario } from '../../testing/scenario';
import type { Scenario, ScenarioSetup } from '../../testing/scenario';
import { toEndOfRound as endOfRound } from '../../testing/round-steps';

let catalogue: Record<string, Card>;
beforeAll(async () => {
  catalogue = await testCatalogue();
});

// The Phoenixborn of tests not about Rowan: no Conscript prompt in the way.
const aradel = 'aradel-summergaard';
const coal = 'coal-roarkwin';

const toEndOfRound = (setup: ScenarioSetup): Scenario => endOfRound(catalogue, setup);

describe('The Scholar of Ruin cards: searches and the Ruin Dweller', () => {
  describe('Excavate', () => {
    const board = (deck: string[]) =>
      scenario(catalogue, {
        p1: { phoenixborn: aradel, hand: ['excavate'], deck, dice: ['time:class', 'time:basic'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });

    it('discards the top 3 cards, places 1 of them into your hand and deals 3 damage to a target unit', () => {
      const s = board(['iron-worker', 'anchornaut', 'rapture', 'ritualist']);
      s.click('excavate');
      expect(s.zoneStubs('p1', 'discard')).toEqual([
        'excavate',
        'iron-worker',
        'anchornaut',
        'rapture',
      ]);
      expect(s.prompt().title).toBe('Excavate: place 1 of the discarded cards into your hand');
      expect(s.offers('excavate')).toBe(false);
      s.click('anchornaut');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['anchornaut']);
      expect(s.prompt().title).toBe('Excavate: deal 3 damage to a target unit');
      s.click('hammer-knight');
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(3);
      expect(s.zoneStubs('p1', 'deck')).toEqual(['ritualist']);
    });

    it('with fewer than 3 cards, discards what there is and still resolves', () => {
      const s = board(['iron-worker']);
      s.click('excavate').click('iron-worker').click('hammer-knight');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['iron-worker']);
      expect(s.unit('p2', 'hammer-knight')!.tokens.damage).toBe(3);
    });

    it('cannot be played with an empty draw pile', () => {
      const s = board([]);
      expect(s.offers('excavate')).toBe(false);
    });
  });

  describe('Knowledge Seeker — Seek 3, Bequest 1', () => {
    const board = () =>
      scenario(catalogue, {
        p1: {
          phoenixborn: aradel,
          hand: ['knowledge-seeker'],
          deck: ['iron-worker', 'anchornaut', 'rapture', 'ritualist'],
          dice: ['time:class', 'time:basic'],
        },
        p2: { phoenixborn: coal },
      });

    it('looks at the top 3 cards, shown to its player alone, and places each on the top or bottom', () => {
      const s = board();
      s.click('knowledge-seeker');
      expect(s.prompt().title).toMatch(
        /^Knowledge Seeker, Seek 3: you may choose a card to place on the bottom/,
      );
      const deck = s.state.players.p1.deck;
      expect(s.state.decision?.shows).toEqual(deck.slice(0, 3));
      expect(s.prompt().buttons).toEqual(['Iron Worker', 'Anchornaut', 'Rapture', 'Skip']);
      s.button('Anchornaut').button('Skip');
      expect(s.prompt().title).toBe(
        'Knowledge Seeker, Seek 3: choose the next card to place on top of your draw pile',
      );
      s.button('Rapture');
      expect(s.zoneStubs('p1', 'deck')).toEqual([
        'rapture',
        'iron-worker',
        'ritualist',
        'anchornaut',
      ]);
      expect(s.logLines().join('\n')).not.toMatch(/Iron Worker|Anchornaut|Rapture/);
      expect(s.logLines()).toContain(
        'alice places 2 card(s) on the top and 1 on the bottom of their draw pile',
      );
    });

    it('may place all 3 on the bottom', () => {
      const s = board();
      s.click('knowledge-seeker').button('Rapture').button('Iron Worker').button('Anchornaut');
      expect(s.zoneStubs('p1', 'deck')).toEqual([
        'ritualist',
        'rapture',
        'iron-worker',
        'anchornaut',
      ]);
    });

    it('Bequest 1: when destroyed, may draw 1 card', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: aradel,
          hand: ['rapture'],
          deck: ['iron-worker'],
          battlefield: ['knowledge-seeker'],
          dice: ['ceremonial:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('rapture').click('knowledge-seeker');
      expect(s.prompt().title).toMatch(/Bequest 1/);
      s.button('Yes');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['iron-worker']);
    });
  });

  describe('Ritualist — Incant', () => {
    const board = () =>
      scenario(catalogue, {
        p1: {
          phoenixborn: aradel,
          hand: ['ritualist'],
          deck: ['rapture', 'chant-of-hostility', 'iron-worker'],
          discard: ['chant-of-erosion', 'excavate'],
          dice: ['ceremonial:class'],
        },
        p2: { phoenixborn: coal },
      });

    it('searches the draw pile for a Chant, shown to its player alone, reveals it and shuffles', () => {
      const s = board();
      s.click('ritualist');
      expect(s.prompt().title).toMatch(/^Ritualist, Incant/);
      s.button('Search draw pile');
      expect(s.prompt().buttons).toEqual(['Chant of Hostility', 'Skip']);
      s.button('Chant of Hostility');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['chant-of-hostility']);
      expect(s.zoneStubs('p1', 'deck').sort()).toEqual(['iron-worker', 'rapture']);
      expect(s.logLines().join('\n')).toMatch(/reveals Chant of Hostility/);
      expect(s.logLines().join('\n')).toMatch(/shuffles their draw pile/);
    });

    it('searches the discard pile for a Chant', () => {
      const s = board();
      s.click('ritualist').button('Search discard pile');
      expect(s.offers('excavate')).toBe(false);
      s.click('chant-of-erosion');
      expect(s.zoneStubs('p1', 'hand')).toEqual(['chant-of-erosion']);
    });

    it('may not search at all', () => {
      const s = board();
      s.click('ritualist').button("Don't search");
      expect(s.zoneStubs('p1', 'hand')).toEqual([]);
      expect(s.logLines().join('\n')).not.toMatch(/shuffles/);
    });
  });

  describe('Summon Ruin Dweller and Ruin Dweller — Blight 1', () => {
    it('places a Ruin Dweller; not offered with none left', () => {
      const s = scenario(catalogue, {
        p1: {
          phoenixborn: aradel,
          spellboard: ['summon-ruin-dweller'],
          dice: ['ceremonial:class', 'time:class'],
        },
        p2: { phoenixborn: coal },
      });
      s.click('summon-ruin-dweller');
      expect(s.cards('p1', 'ruin-dweller', 'battlefield')).toHaveLength(1);
      const none = scenario(catalogue, {
        p1: {
          phoenixborn: aradel,
          spellboard: ['summon-ruin-dweller'],
          dice: ['ceremonial:class', 'time:class'],
          archives: [],
        },
        p2: { phoenixborn: coal },
      });
      expect(none.offers('summon-ruin-dweller')).toBe(false);
    });

    it('at the end of the round, deals 1 damage to a target Phoenixborn', () => {
      const s = toEndOfRound({
        p1: { phoenixborn: aradel, battlefield: ['ruin-dweller'] },
        p2: { phoenixborn: coal },
      });
      expect(s.prompt().title).toBe(
        'Ruin Dweller, Blight 1: deal 1 damage to a target Phoenixborn',
      );
      expect(s.prompt().buttons).not.toContain('Skip');
      s.click(coal);
      expect(s.pb('p2').tokens.damage).toBe(1);
    });

    it('destroyed as a result of an opponent’s attack, deals 1 damage to a target Phoenixborn', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: coal, battlefield: ['iron-worker'] },
        p2: { phoenixborn: aradel, battlefield: ['ruin-dweller'] },
      });
      s.button('Attack a unit').click('ruin-dweller').click('iron-worker');
      if (s.prompt().title.match(/guard/i)) s.button('No guard');
      if (s.offers('Counter')) s.button('Counter');
      expect(s.prompt().title).toMatch(/^Ruin Dweller, Blight 1/);
      s.click(coal);
      expect(s.pb('p1').tokens.damage).toBe(1);
    });

    it('destroyed in its own attack or by a spell, Blight does nothing', () => {
      const s = scenario(catalogue, {
        p1: { phoenixborn: aradel, battlefield: ['ruin-dweller'] },
        p2: { phoenixborn: coal, battlefield: ['hammer-knight'] },
      });
      s.button('Attack a unit').click('hammer-knight').click('ruin-dweller');
      if (s.prompt().title.match(/guard/i)) s.button('No guard');
      if (s.offers('Counter')) s.button('Counter');
      expect(s.cards('p1', 'ruin-dweller', 'archives')).toHaveLength(1);
      expect(s.prompt().title).not.toMatch(/Blight/);
      const spell = scenario(catalogue, {
        p1: {
          phoenixborn: aradel,
          hand: ['excavate'],
          deck: ['iron-worker'],
          battlefield: ['ruin-dweller'],
          dice: ['time:class', 'time:basic'],
        },
        p2: { phoenixborn: coal },
      });
      spell.click('excavate').click('iron-worker').click('ruin-dweller');
      expect(spell.cards('p1', 'ruin-dweller', 'archives')).toHaveLength(1);
      expect(spell.prompt().title).not.toMatch(/Blight/);
    });
  });
});

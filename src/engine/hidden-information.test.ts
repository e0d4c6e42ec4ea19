// Slow by design: each test plays a whole bot game and checks every view of every step for
// hidden cards; the named games are the coverage (one per precon and seat, and the decks that
// look at hidden cards).
import { beforeAll, describe, expect, it } from 'vitest';
import { engineContext } from './standard-context';
import type { PreconDeck } from '../domain/catalogue';
import type { Card } from '../domain/cards';
import { preconSetup, testCatalogue, testPrecons } from './testing/catalogue';
import { scenario } from './testing/scenario';
import { selfPlay } from './testing/selfplay';
import { hiddenLeaks } from './testing/hidden-leaks';
import { viewFor } from './view';

let catalogue: Record<string, Card>;
let precons: Map<string, PreconDeck>;

beforeAll(async () => {
  catalogue = await testCatalogue();
  precons = new Map((await testPrecons()).map((deck) => [deck.name, deck]));
});

/**
 * Twenty-two named games: each Master Set precon twice (once in each seat), then the decks
 * whose cards look at hidden cards, each with the bot seed
 * that plays it. `npm run simulate -- --check-hidden` runs the same check over every game.
 */
const GAMES: readonly [string, string, number][] = [
  ['The Iron Men', 'The Snakes in Silver', 1],
  ['The Mist Guardian', 'The Cloudsea Siren', 2],
  ['The Bloodwoods Queen', 'The Shadows of Viros', 3],
  ['The Snakes in Silver', 'The Mist Guardian', 4],
  ['The Cloudsea Siren', 'The Bloodwoods Queen', 5],
  ['The Shadows of Viros', 'The Iron Men', 6],
  ['The Iron Men', 'The Cloudsea Siren', 7],
  ['The Mist Guardian', 'The Shadows of Viros', 8],
  ['The Bloodwoods Queen', 'The Snakes in Silver', 9],
  ['The Cloudsea Siren', 'The Iron Men', 10],
  ['The Shadows of Viros', 'The Bloodwoods Queen', 11],
  ['The Snakes in Silver', 'The Mist Guardian', 12],
  // The Roaring Rose and The Grave King look at hands and reveal cards of draw piles.
  ['The Roaring Rose', 'The Grave King', 13],
  ['The Grave King', 'The Iron Men', 14],
  ['The Mist Guardian', 'The Roaring Rose', 15],
  // Face-down cards under mounts and Canyon Shelter; Omen Bringer looks at a draw pile.
  ['The Ghost Guardian', 'The Gorrenrock Survivors', 16],
  ['The Gorrenrock Survivors', 'The Iron Men', 17],
  // The Scholar of Ruin looks at the top of its draw pile (Seek) and searches it (Incant);
  // both decks keep allies face down under a card (Rowan Umberend, the Mounts).
  ['The Scholar of Ruin', 'The King of Titans', 18],
  ['The King of Titans', 'The Scholar of Ruin', 19],
  // Imperial Ninja looks at a random card of a hand; Foresight looks at the top of a draw pile
  // and Jericho searches one; Reinforce looks at five cards; Dimona places an ally face down
  // under a mount; Changing Winds and New Ideas put cards from the hand on a draw pile.
  ['The Goddess of Ishra', 'The Breaker of Fate', 20],
  ['The Queen of Lightning', 'The Masters of Gravity', 21],
  ['The Protector of Argaia', 'The Goddess of Ishra', 22],
];

describe('hidden information', () => {
  it.each(GAMES)(
    '%s against %s (bot %i): no view names a card hidden from its recipient',
    (first, second, bot) => {
      const deck = (name: string) => {
        const found = precons.get(name);
        if (!found) throw new Error(`No precon ${name}`);
        return preconSetup(found);
      };
      let views = 0;
      const result = selfPlay(
        {
          seed: `hidden-${bot}`,
          players: [
            { name: 'alice', deck: deck(first) },
            { name: 'bob', deck: deck(second) },
          ],
        },
        engineContext(catalogue),
        bot,
        { checkInvariants: false, checkHidden: true, onView: () => (views += 1) },
      );
      expect(result.detail).not.toMatch(/sent to|shown to/);
      expect(result.outcome).toBe('finished');
      // Both players and a spectator were checked after every command.
      expect(views).toBe(3 * result.commands);
    },
  );
});

describe('the leak check itself', () => {
  it("finds an opponent's hand card shown face up, and its uuid", () => {
    const context = engineContext(catalogue);
    const deck = (name: string) => {
      const found = precons.get(name);
      if (!found) throw new Error(`No precon ${name}`);
      return preconSetup(found);
    };
    // A few commands in, both players hold their first five.
    const { state } = selfPlay(
      {
        seed: 'leak-check',
        players: [
          { name: 'alice', deck: deck('The Iron Men') },
          { name: 'bob', deck: deck('The Mist Guardian') },
        ],
      },
      context,
      1,
      { maxCommands: 40 },
    );
    const view = viewFor(state, context, 'alice');
    expect(hiddenLeaks(state, view, 'alice')).toEqual([]);
    const bobsCard = Object.values(state.cards).find((c) => c.owner !== 'p1' && c.zone === 'deck');
    if (!bobsCard) throw new Error('bob has no deck');
    const bob = view.players.bob;
    if (!bob) throw new Error('no view of bob');
    const [first] = bob.cardPiles.hand;
    expect(first?.facedown).toBe(true);
    const shown = {
      ...view,
      players: {
        ...view.players,
        bob: {
          ...bob,
          cardPiles: {
            ...bob.cardPiles,
            hand: first ? [{ ...first, facedown: false, uuid: bobsCard.uuid }] : [],
          },
        },
      },
    };
    expect(hiddenLeaks(state, shown, 'alice')).toEqual(
      expect.arrayContaining(["bob's hand shown to alice", 'uuid of a hidden card sent to alice']),
    );
  });
});

/** Every string in a value: what could be a uuid or a card's id or name. */
function collect(value: unknown, seen: { ids: Set<string>; names: Set<string> }): void {
  if (typeof value === 'string') {
    seen.ids.add(value);
    seen.names.add(value);
  } else if (Array.isArray(value)) for (const v of value) collect(v, seen);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) collect(v, seen);
}

describe('cards that look at or reveal hidden cards', () => {
  it('a search of the draw pile shows it to its owner only; the revealed card is named to all', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: 'james-endersight',
        deck: ['grave-knight', 'vengeance', 'revival-pact'],
        hand: ['reclaim-soul'],
      },
      p2: { phoenixborn: 'coal-roarkwin', hand: ['molten-gold'] },
    });
    s.click('james-endersight');
    const leaks = (['p2', null] as const).flatMap((viewer) =>
      hiddenLeaks(s.state, s.view(viewer), viewer && s.state.players[viewer].name),
    );
    expect(leaks).toEqual([]);
    // The searching player sees their pile while choosing.
    expect(s.view('p1').players.alice!.cardPiles.deck).toHaveLength(3);
    s.click('grave-knight');
    expect(s.view('p2').players.alice!.cardPiles.deck).toBeUndefined();
    const lines = s
      .view('p2')
      .messages.map((m) =>
        m.message
          .map((part) => (typeof part === 'string' ? part : 'name' in part ? part.name : ''))
          .join(''),
      );
    expect(lines.some((l) => l.includes('reveals Grave Knight'))).toBe(true);
  });

  it('a hand looked at (Memory Theft) is shown in the looker’s prompt alone, by name, never by id', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'leo-sunshadow', spellboard: ['memory-theft'], dice: ['charm:class'] },
      p2: { phoenixborn: 'coal-roarkwin', hand: ['molten-gold', 'iron-worker'] },
    });
    s.click('memory-theft').button('bob');
    const hand = s.state.players.p2.hand;
    const alice = s.view('p1');
    const { promptState, ...board } = alice.players.alice!;
    expect(promptState.buttons.map((b) => b.card)).toEqual(['molten-gold', 'iron-worker']);
    const seen = { ids: new Set<string>(), names: new Set<string>() };
    collect({ ...alice, players: { ...alice.players, alice: board } }, seen);
    collect(promptState, seen);
    for (const uuid of hand) expect(seen.ids.has(uuid)).toBe(false);
    // A spectator sees neither the hand nor the looker's prompt.
    const { messages: _messages, cardLog: _cardLog, ...spectated } = s.view(null);
    const spectator = { ids: new Set<string>(), names: new Set<string>() };
    collect(spectated, spectator);
    expect(spectator.names.has('molten-gold')).toBe(false);
  });

  it('cards revealed from a draw pile (Mind Probe) are named to all; the rest of the pile stays hidden', () => {
    const s = scenario(catalogue, {
      p1: { phoenixborn: 'leo-sunshadow', hand: ['mind-probe'], dice: ['charm:class'] },
      p2: {
        phoenixborn: 'coal-roarkwin',
        deck: ['iron-worker', 'anchornaut', 'hammer-knight', 'fear', 'cover', 'molten-gold'],
      },
    });
    s.click('mind-probe').button('bob');
    for (const viewer of ['p1', 'p2', null] as const) {
      const view = s.view(viewer);
      const { messages, cardLog: _cardLog, ...board } = view;
      const seen = { ids: new Set<string>(), names: new Set<string>() };
      collect(board, seen);
      collect(messages, seen);
      // The sixth card was not revealed.
      expect(seen.names.has('molten-gold')).toBe(false);
      for (const uuid of s.state.players.p2.deck) expect(seen.ids.has(uuid)).toBe(false);
      expect(seen.names.has('Hammer Knight')).toBe(true);
    }
  });

  it('a card face down under another is hidden from everyone; the leak check finds it shown', () => {
    const s = scenario(catalogue, {
      p1: {
        phoenixborn: 'rimea-careworn',
        spellboard: ['summon-ghostly-mount'],
        battlefield: ['hollow'],
        dice: ['illusion:class', 'sympathy:class'],
      },
      p2: { phoenixborn: 'coal-roarkwin' },
    });
    s.click('summon-ghostly-mount').click('hollow').button('Pale Steed Mount');
    const rider = s.unit('p1', 'pale-steed-mount')!.under![0]!;
    for (const viewer of ['p1', 'p2', null] as const) {
      const view = s.view(viewer);
      const seen = { ids: new Set<string>(), names: new Set<string>() };
      const { messages: _messages, cardLog: _cardLog, ...board } = view;
      collect(board, seen);
      expect(seen.ids.has(rider)).toBe(false);
      expect(seen.names.has('hollow')).toBe(false);
      expect(hiddenLeaks(s.state, view, viewer ? s.name(viewer) : null)).toEqual([]);
    }
    const view = s.view('p1');
    const mount = view.players.alice!.cardPiles.cardsInPlay[0]!;
    mount.childCards = [{ ...mount, uuid: rider, id: 'hollow', childCards: [] }];
    expect(hiddenLeaks(s.state, view, 'alice')).toContain('uuid of a hidden card sent to alice');
  });
});

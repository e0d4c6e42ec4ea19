import { beforeAll, describe, expect, it } from 'vitest';
import { engineContext } from './standard-context';
import type { PreconDeck } from '../domain/catalogue';
import type { Card } from '../domain/cards';
import { preconSetup, testCatalogue, testPrecons } from './testing/catalogue';
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
 * Twelve named games, each Master Set precon twice (once in each seat), with the bot seed
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

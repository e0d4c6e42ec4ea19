import { beforeAll, describe, expect, it } from 'vitest';
import { engineContext } from './standard-context';
import type { PreconDeck } from '../domain/catalogue';
import type { Card } from '../domain/cards';
import type { GameView } from '../protocol/game-view';
import type { GameState, PlayerId } from './state';
import { preconSetup, testCatalogue, testPrecons } from './testing/catalogue';
import { scenario } from './testing/scenario';
import { selfPlay } from './testing/selfplay';

let catalogue: Record<string, Card>;
let precons: PreconDeck[];

beforeAll(async () => {
  catalogue = await testCatalogue();
  // The Master Set precons, and the Roaring Rose (10) and Grave King (21), whose cards look
  // at hands and reveal cards of draw piles.
  precons = (await testPrecons()).filter(
    (d) => d.preconId <= 6 || d.preconId === 10 || d.preconId === 21,
  );
});

/**
 * Uuids and stubs a viewer must not learn: the opponent's hand and both decks, except the
 * cards the viewer's own open prompt shows them (a hand looked at, cards revealed).
 */
function hiddenFrom(
  state: GameState,
  viewer: PlayerId | null,
  view: GameView,
): { uuids: Set<string>; stubs: Set<string> } {
  const uuids = new Set<string>();
  const hiddenStubs = new Set<string>();
  const visibleStubs = new Set<string>();
  for (const card of Object.values(state.cards)) {
    const ownDeckShown =
      card.zone === 'deck' &&
      card.owner === viewer &&
      view.players[state.players[card.owner].name]!.cardPiles.deck !== undefined;
    const shownToViewer =
      state.decision?.player === viewer && (state.decision.shows ?? []).includes(card.uuid);
    const hidden =
      !shownToViewer &&
      ((card.zone === 'hand' && card.owner !== viewer) || (card.zone === 'deck' && !ownDeckShown));
    if (hidden) {
      uuids.add(card.uuid);
      hiddenStubs.add(card.stub);
    } else visibleStubs.add(card.stub);
  }
  return { uuids, stubs: new Set([...hiddenStubs].filter((s) => !visibleStubs.has(s))) };
}

/** Every string in the view: values that could be uuids, and card ids. */
function collect(value: unknown, seen: { ids: Set<string>; names: Set<string> }): void {
  if (typeof value === 'string') {
    seen.ids.add(value);
    seen.names.add(value);
  } else if (Array.isArray(value)) for (const v of value) collect(v, seen);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) collect(v, seen);
}

describe('hidden information', () => {
  it('no view sent in 100 self-played games names a card hidden from its recipient', () => {
    let views = 0;
    const leaks: string[] = [];
    for (let i = 0; i < 100; i++) {
      const a = precons[i % precons.length]!;
      const b = precons[Math.floor(i / precons.length) % precons.length]!;
      const result = selfPlay(
        {
          seed: `hidden-${i}`,
          players: [
            { name: 'alice', deck: preconSetup(a) },
            { name: 'bob', deck: preconSetup(b) },
          ],
        },
        engineContext(catalogue),
        i + 7,
        {
          checkInvariants: false,
          onView: (view, viewerName, state) => {
            views += 1;
            const viewer =
              viewerName === null ? null : viewerName === state.players.p1.name ? 'p1' : 'p2';
            const { uuids, stubs } = hiddenFrom(state, viewer, view);
            // Messages and the card log tell public history (what was played or revealed)
            // and carry no uuids; the board must not name or point at a hidden card.
            const { messages: _messages, cardLog: _cardLog, ...board } = view;
            const seen = { ids: new Set<string>(), names: new Set<string>() };
            collect(board, seen);
            for (const uuid of uuids)
              if (seen.ids.has(uuid))
                leaks.push(`game ${i}: uuid of a hidden card sent to ${viewerName}`);
            for (const stub of stubs)
              if (seen.names.has(stub)) leaks.push(`game ${i}: ${stub} sent to ${viewerName}`);
            for (const [name, player] of Object.entries(view.players)) {
              if (name === viewerName) continue;
              if (player.cardPiles.hand.some((c) => !c.facedown || c.id !== undefined))
                leaks.push(`game ${i}: ${name}'s hand shown to ${viewerName}`);
              if (player.cardPiles.deck !== undefined)
                leaks.push(`game ${i}: ${name}'s deck shown to ${viewerName}`);
            }
          },
        },
      );
      expect(result.outcome).toBe('finished');
      if (leaks.length > 0) break;
    }
    expect(leaks.slice(0, 5)).toEqual([]);
    expect(views).toBeGreaterThan(1000);
  }, 600_000);

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
    const leaks: string[] = [];
    for (const viewer of ['p2', null] as const) {
      const view = s.view(viewer);
      const { uuids, stubs } = hiddenFrom(s.state, viewer, view);
      const { messages: _messages, cardLog: _cardLog, ...board } = view;
      const seen = { ids: new Set<string>(), names: new Set<string>() };
      collect(board, seen);
      for (const uuid of uuids) if (seen.ids.has(uuid)) leaks.push(`uuid sent to ${viewer}`);
      for (const stub of stubs) if (seen.names.has(stub)) leaks.push(`${stub} sent to ${viewer}`);
    }
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
});

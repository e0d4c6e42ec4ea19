import { describe, expect, it } from 'vitest';
import { attachedDiceView, basicView, crowdedView, makeCard, makeDie } from '../fixtures/gameViews';
import {
  HAND_ARROW_WIDTH,
  LEAST_UNIT_SHARE,
  PROMPT_MAX_WIDTH,
  PROMPT_MIN_HEIGHT,
  PROMPT_MIN_WIDTH,
  UPGRADE_MARGIN,
  computeLayout,
  dropZoneAt,
  fitCardsScale,
  hitTest,
  spellboardSlots,
} from './layout';
import type { BoardLayout, Rect } from './layout';

const options = { width: 1280, height: 960, cardScale: 1, handFirst: 0 };
/** Table sizes: the default above, and about the table of a 1920×1080 window beside the sidebar. */
const TABLES = [options, { ...options, width: 1580, height: 940 }];

function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

describe('board layout', () => {
  it.each(TABLES)(
    'places all 60 cards of the crowded board inside $width×$height without overlaps',
    (options) => {
      const layout = computeLayout(crowdedView(), options);
      const inPlay = layout.cards.filter(
        (c) => c.pile === 'play area' && !c.host && c.card.type !== 'Phoenixborn',
      );
      expect(inPlay).toHaveLength(60);
      for (const slot of layout.cards) {
        expect(slot.x).toBeGreaterThanOrEqual(0);
        expect(slot.y).toBeGreaterThanOrEqual(0);
        expect(slot.x + slot.w).toBeLessThanOrEqual(options.width);
        expect(slot.y + slot.h).toBeLessThanOrEqual(options.height);
      }
      for (let i = 0; i < inPlay.length; i += 1) {
        for (let j = i + 1; j < inPlay.length; j += 1) {
          expect(overlaps(inPlay[i] as Rect, inPlay[j] as Rect)).toBe(false);
        }
      }
      expect(layout.dice).toHaveLength(20);
    },
  );

  it.each(TABLES)(
    'shows at most 5 hand cards with a way to the rest at $width×$height',
    (options) => {
      const view = crowdedView();
      const first = computeLayout(view, options);
      expect(first.cards.filter((c) => c.pile === 'hand')).toHaveLength(5);
      expect(first.hand).toMatchObject({ first: 0, last: 5, count: 10 });
      expect(first.hand.prev).toBeNull();
      expect(first.hand.next).not.toBeNull();
      const later = computeLayout(view, { ...options, handFirst: 99 });
      expect(later.hand).toMatchObject({ first: 5, last: 10 });
      expect(later.hand.next).toBeNull();
      const shown = later.cards.filter((c) => c.pile === 'hand').map((c) => c.card.uuid);
      expect(shown).toEqual(view.players.aradel?.cardPiles.hand.slice(5).map((c) => c.uuid));
    },
  );

  it('stacks upgrades 15 px apart above their host', () => {
    const view = basicView();
    const unit = view.players.aradel?.cardPiles.cardsInPlay[0];
    if (!unit) throw new Error('fixture has no unit');
    unit.upgrades = [
      makeCard('Binding Thorns', { type: 'Alteration Spell' }),
      makeCard('Binding Thorns', { type: 'Alteration Spell' }),
    ];
    const layout = computeLayout(view, options);
    const host = layout.cards.find((c) => c.card.uuid === unit.uuid);
    const ups = layout.cards.filter((c) => c.host === unit.uuid);
    expect(ups.map((u) => (host?.y ?? 0) - u.y).sort()).toEqual([
      UPGRADE_MARGIN,
      2 * UPGRADE_MARGIN,
    ]);
    // The host is drawn above its upgrades.
    expect(Math.max(...ups.map((u) => u.z))).toBeLessThan(host?.z ?? 0);
  });

  it('shrinks play-area cards only as far as needed to fit', () => {
    const few = [makeCard('A'), makeCard('B')];
    expect(fitCardsScale(few, { w: 1000, h: 200 }, 65, 91)).toBe(1);
    const many = Array.from({ length: 40 }, () => makeCard('C'));
    const s = fitCardsScale(many, { w: 600, h: 200 }, 65, 91);
    expect(s).toBeLessThan(1);
    expect(s).toBeGreaterThan(0.3);
  });

  it('groups spellboard cards by slot', () => {
    const view = basicView();
    const slots = spellboardSlots(view.players.aradel?.cardPiles.spells ?? []);
    expect(slots.map((s) => s.length)).toEqual([2, 1]);
  });

  it('finds the topmost card under a point and the own drop zones', () => {
    const view = crowdedView();
    const layout = computeLayout(view, options);
    const hand = layout.cards.find((c) => c.pile === 'hand');
    if (!hand) throw new Error('no hand card');
    const hit = hitTest(layout, hand.x + 5, hand.y + 5);
    expect(hit.kind === 'card' && hit.slot.card.uuid).toBe(hand.card.uuid);
    expect(dropZoneAt(layout, hand.x + 5, hand.y + 5)).toBe('hand');
    const mine = layout.piles.find((p) => p.ownRow && p.pile === 'discard');
    const theirs = layout.piles.find((p) => !p.ownRow && p.pile === 'discard');
    if (!mine || !theirs) throw new Error('no discard piles');
    expect(dropZoneAt(layout, mine.x + 3, mine.y + 3)).toBe('discard');
    expect(dropZoneAt(layout, theirs.x + 3, theirs.y + 3)).toBeNull();
  });

  it('grows cards with the card size setting as far as the table allows, rows kept inside', () => {
    const view = basicView();
    const wide = { width: 1340, height: 964, handFirst: 0 };
    const heights = [0.6, 1, 1.4, 2].map((cardScale) => {
      const layout = computeLayout(view, { ...wide, cardScale });
      for (const pile of layout.piles) expect(pile.x + pile.w).toBeLessThanOrEqual(wide.width);
      return layout.cardH;
    });
    const [small, normal, large, xLarge] = heights as [number, number, number, number];
    expect(small).toBeLessThan(normal);
    expect(normal).toBeLessThan(large);
    expect(xLarge).toBeGreaterThanOrEqual(large);
    // A narrow table caps the size so both home rows still fit across.
    const narrow = { width: 900, height: 964, handFirst: 0, cardScale: 2 };
    const capped = computeLayout(view, narrow);
    expect(capped.cardH).toBeLessThan(large);
    for (const pile of capped.piles) expect(pile.x + pile.w).toBeLessThanOrEqual(narrow.width);
  });

  it('lays out fewer than 6 dice in one row (half layout) and more in two', () => {
    const view = basicView();
    const me = view.players.aradel;
    if (!me) throw new Error('no player');
    const rows = () => {
      const dice = computeLayout(view, options).dice.filter((d) => d.ownRow);
      return new Set(dice.map((d) => Math.round(d.y))).size;
    };
    expect(rows()).toBe(2);
    me.dice = me.dice.slice(0, 5);
    expect(rows()).toBe(1);
  });

  it('puts attached dice small on their card, where a press finds them before the card', () => {
    const view = attachedDiceView();
    const ours = view.players.aradel?.cardPiles.cardsInPlay[0];
    const theirs = view.players.brennan?.cardPiles.cardsInPlay[0];
    if (!ours || !theirs) throw new Error('fixture without units');
    // A third die, attached to an upgrade beneath our unit, shows on the unit too.
    const upgrade = makeCard('Binding Thorns', { type: 'Alteration Spell' });
    upgrade.dieUpgrades = [makeDie('charm', 'basic', { location: upgrade.uuid })];
    ours.upgrades = [upgrade];
    const layout = computeLayout(view, options);
    const poolSize = Math.max(...layout.dice.filter((d) => !d.host).map((d) => d.w));
    for (const [card, count, ownRow] of [
      [ours, 2, true],
      [theirs, 1, false],
    ] as const) {
      const host = layout.cards.find((c) => c.card.uuid === card.uuid);
      const dice = layout.dice.filter((d) => d.host === card.uuid);
      if (!host) throw new Error('host not laid out');
      expect(dice).toHaveLength(count);
      for (const die of dice) {
        expect(die.ownRow).toBe(ownRow);
        expect(die.w).toBeLessThan(poolSize);
        expect(die.x).toBeGreaterThanOrEqual(host.x);
        expect(die.y).toBeGreaterThanOrEqual(host.y);
        expect(die.x + die.w).toBeLessThanOrEqual(host.x + host.w);
        expect(die.y + die.h).toBeLessThanOrEqual(host.y + host.h);
        const hit = hitTest(layout, die.x + die.w / 2, die.y + die.h / 2);
        expect(hit.kind === 'die' && hit.slot.die.uuid).toBe(die.die.uuid);
      }
    }
    // Attached dice are drawn on their cards only, never again in the pool.
    const uuids = layout.dice.map((d) => d.die.uuid);
    expect(new Set(uuids).size).toBe(uuids.length);
  });

  it('lays out a spectator view from the first player', () => {
    const layout = computeLayout(basicView({ viewer: null }), options);
    expect(layout.zones.some((z) => z.ownRow)).toBe(false);
  });

  // Small screens (a large card size, and about the table of a 1280×720 window at the normal
  // size): the normal layout's spacing costs card size, the compact one gives it back.
  it.each([
    { width: 1000, height: 640, handFirst: 0, cardScale: 1.4 },
    { width: 1000, height: 560, handFirst: 0, cardScale: 1 },
  ])(
    'makes a compact layout tighter at $width×$height: smaller gaps, margins and rows, more room for cards',
    (small) => {
      const view = crowdedView();
      const normal = computeLayout(view, small);
      const compact = computeLayout(view, { ...small, compact: true });
      expect(compact.spacing.gap).toBeLessThan(normal.spacing.gap);
      expect(compact.spacing.rowGap).toBeLessThan(normal.spacing.rowGap);
      expect(compact.cardH).toBeGreaterThan(normal.cardH);
      // The table's edge margin and the space between neighbouring piles shrink.
      const pileGap = (layout: typeof normal) => {
        const mine = layout.piles.filter((p) => p.ownRow).sort((a, b) => a.x - b.x);
        const [a, b] = mine;
        if (!a || !b) throw new Error('fewer than 2 piles');
        return b.x - (a.x + a.w);
      };
      expect(pileGap(compact)).toBeLessThan(pileGap(normal));
      const firstDie = (layout: typeof normal) =>
        Math.min(...layout.dice.filter((d) => d.ownRow).map((d) => d.x));
      expect(firstDie(compact)).toBeLessThan(firstDie(normal));
      // Still everything inside the table, and the play area cards without overlaps.
      for (const slot of [...compact.cards, ...compact.piles]) {
        expect(slot.x).toBeGreaterThanOrEqual(0);
        expect(slot.x + slot.w).toBeLessThanOrEqual(small.width);
        expect(slot.y + slot.h).toBeLessThanOrEqual(small.height);
      }
      const inPlay = compact.cards.filter(
        (c) => c.pile === 'play area' && !c.host && c.card.type !== 'Phoenixborn',
      );
      for (let i = 0; i < inPlay.length; i += 1) {
        for (let j = i + 1; j < inPlay.length; j += 1) {
          expect(overlaps(inPlay[i] as Rect, inPlay[j] as Rect)).toBe(false);
        }
      }
      // On a roomy table too, the compact spacing's rows give their room to the cards.
      const roomy = { width: 1900, height: 1000, handFirst: 0, cardScale: 0.6 };
      expect(computeLayout(view, { ...roomy, compact: true }).cardH).toBeGreaterThan(
        computeLayout(view, roomy).cardH,
      );
    },
  );
});

/**
 * About the table (canvas) of a window of each size with the compact layout: the window less
 * the header and stats bars above and below and the 320 px sidebar.
 */
const WINDOWS = {
  '1280x720': { width: 960, height: 604 },
  '1920x1080': { width: 1600, height: 964 },
  '3840x2160': { width: 3520, height: 2044 },
} as const;
const SIZES = [0.6, 1, 1.4, 2];

function within(inner: Rect, outer: Rect): boolean {
  const e = 0.001;
  return (
    inner.x >= outer.x - e &&
    inner.y >= outer.y - e &&
    inner.x + inner.w <= outer.x + outer.w + e &&
    inner.y + inner.h <= outer.y + outer.h + e
  );
}

/** A board with upgrades on units and on a Phoenixborn, the worst case for row borders. */
function upgradedView() {
  const view = basicView();
  for (const player of Object.values(view.players)) {
    const unit = player.cardPiles.cardsInPlay[0];
    if (unit) unit.upgrades = [makeCard('Binding Thorns', { type: 'Alteration Spell' })];
    player.phoenixborn.upgrades = [makeCard('Root Armor', { type: 'Alteration Spell' })];
  }
  return view;
}

describe('the table at every window size', () => {
  const base = { handFirst: 0, compact: true, promptSide: 'left' as const };

  it('grows cards and dice with the window, from 1280x720 to 4K', () => {
    const view = basicView();
    const at = (size: { width: number; height: number }) =>
      computeLayout(view, { ...base, ...size, cardScale: 1 });
    const [small, hd, uhd] = [WINDOWS['1280x720'], WINDOWS['1920x1080'], WINDOWS['3840x2160']].map(
      at,
    ) as [BoardLayout, BoardLayout, BoardLayout];
    expect(hd.cardH).toBeGreaterThan(small.cardH);
    expect(uhd.cardH).toBeGreaterThan(hd.cardH);
    // As large as the space allows: at 1920x1080 a card is about a sixth of the table's height
    // (it was 118 px), and at 4K twice that.
    expect(hd.cardH).toBeGreaterThanOrEqual(150);
    expect(uhd.cardH).toBeGreaterThanOrEqual(2 * 150);
    const poolDie = (layout: BoardLayout) =>
      Math.max(...layout.dice.filter((d) => !d.host).map((d) => d.w));
    for (const layout of [small, hd, uhd]) {
      // Dice grow with the cards: a third of a card's height and more.
      expect(poolDie(layout)).toBeGreaterThanOrEqual(layout.cardH / 3);
    }
    expect(poolDie(hd)).toBeGreaterThanOrEqual(50);
    // The hand is as large as the cards in the home rows.
    const hand = hd.cards.filter((c) => c.pile === 'hand');
    expect(hand.length).toBeGreaterThan(0);
    for (const card of hand) expect(card.h).toBe(hd.cardH);
  });

  it.each(Object.entries(WINDOWS))(
    'keeps every card inside its row and the canvas at %s, at every card size',
    (_, size) => {
      for (const [name, view] of [
        ['basic', upgradedView()],
        ['crowded', crowdedView()],
      ] as const) {
        for (const cardScale of SIZES) {
          const layout = computeLayout(view, { ...base, ...size, cardScale });
          const canvas = { x: 0, y: 0, w: size.width, h: size.height };
          const [theirs, ours, ...more] = layout.areas.filter((a) => a.label === '');
          if (!theirs || !ours || more.length > 0) throw new Error('not two play areas');
          for (const slot of [...layout.cards, ...layout.dice, ...layout.piles]) {
            expect(within(slot, canvas), `${name} ${cardScale} inside the canvas`).toBe(true);
          }
          const phoenixborn = new Set(Object.values(view.players).map((p) => p.phoenixborn.uuid));
          for (const slot of layout.cards) {
            const inHomeRow = phoenixborn.has(slot.host ?? slot.card.uuid);
            if (slot.pile === 'play area' && !inHomeRow) {
              const area = slot.ownRow ? ours : theirs;
              expect(within(slot, area), `${name} ${cardScale} unit in its play area`).toBe(true);
            } else if (slot.ownRow) {
              // Our home row and hand lie below our play area, the opponent's above theirs.
              expect(slot.y).toBeGreaterThanOrEqual(ours.y + ours.h);
            } else {
              expect(slot.y + slot.h).toBeLessThanOrEqual(theirs.y);
            }
          }
          // Cards in play never overlap one another (their upgrades peek out above them).
          const units = layout.cards.filter(
            (c) => c.pile === 'play area' && !c.host && c.card.type !== 'Phoenixborn',
          );
          for (let i = 0; i < units.length; i += 1) {
            for (let j = i + 1; j < units.length; j += 1) {
              expect(overlaps(units[i] as Rect, units[j] as Rect)).toBe(false);
            }
          }
        }
      }
    },
  );

  it('lets a full battlefield take room from the home rows before its units get tiny', () => {
    const layout = computeLayout(crowdedView(), { ...base, ...WINDOWS['1920x1080'], cardScale: 1 });
    const units = layout.cards.filter(
      (c) => c.pile === 'play area' && !c.host && c.card.type !== 'Phoenixborn',
    );
    expect(units).toHaveLength(60);
    for (const unit of units)
      expect(unit.h).toBeGreaterThanOrEqual(LEAST_UNIT_SHARE * layout.cardH - 1);
    // And still larger than the 118 px cards this board used to have.
    expect(layout.cardH).toBeGreaterThan(118);
  });

  it.each(Object.entries(WINDOWS))(
    'docks the prompt beside the hand, on the left-mode side, at %s',
    (_, size) => {
      for (const promptSide of ['left', 'right'] as const) {
        const layout = computeLayout(crowdedView(), { ...base, ...size, cardScale: 1, promptSide });
        const dock = layout.prompt;
        if (!dock) throw new Error('no prompt dock');
        const hand = layout.zones.find((z) => z.pile === 'hand' && z.ownRow);
        if (!hand) throw new Error('no hand zone');
        expect(dock.w).toBeGreaterThanOrEqual(PROMPT_MIN_WIDTH);
        expect(dock.w).toBeLessThanOrEqual(PROMPT_MAX_WIDTH);
        expect(within(dock, { x: 0, y: 0, w: size.width, h: size.height })).toBe(true);
        // On the hand's row, level with it, and next to it (only the hand arrow between).
        expect(dock.y).toBe(hand.y);
        expect(dock.h).toBeGreaterThanOrEqual(Math.max(hand.h, PROMPT_MIN_HEIGHT));
        expect(within(dock, { x: 0, y: 0, w: size.width, h: size.height })).toBe(true);
        const distance =
          promptSide === 'left' ? hand.x - (dock.x + dock.w) : dock.x - (hand.x + hand.w);
        expect(distance).toBeGreaterThan(0);
        expect(distance).toBeLessThanOrEqual(HAND_ARROW_WIDTH + 3 * layout.spacing.gap);
        // It covers no card, die, pile or hand arrow.
        for (const slot of [...layout.cards, ...layout.dice, ...layout.piles]) {
          expect(overlaps(dock, slot)).toBe(false);
        }
        for (const arrow of [layout.hand.prev, layout.hand.next]) {
          if (arrow) expect(overlaps(dock, arrow)).toBe(false);
        }
      }
    },
  );

  it('has no prompt dock for a spectator, whose hand row stays centred', () => {
    const layout = computeLayout(basicView({ viewer: null }), {
      ...base,
      ...WINDOWS['1920x1080'],
      cardScale: 1,
    });
    expect(layout.prompt).toBeNull();
    const hand = layout.areas.find((a) => a.label === 'Hand');
    if (!hand) throw new Error('no hand zone');
    expect(Math.abs(hand.x + hand.w / 2 - WINDOWS['1920x1080'].width / 2)).toBeLessThan(1);
  });
});

/**
 * What the table shows, read back for browser tests and the benchmark (`__ashtableBoard.scene`):
 * page rectangles of cards and dice, the marks on them, the battle lines and lit drop zones.
 * Read only; nothing here changes the table.
 */
import type { PileName } from '../../protocol/game';
import type { BoardLayout, Rect } from '../layout/layout';
import type { BattleSegment } from '../logic/battle';
import type { CounterMark } from '../logic/counters';
import { pileKey } from '../store/gameStore';
import type { OutlineKind } from './nodes';
import { cardArtKey } from './cardFace';
import { glidingCount } from './motion';
import type { TableView } from './TableView';

export interface SceneMark {
  outline: OutlineKind;
  chain: 'red' | 'green' | null;
  counters: CounterMark[];
  manyCounters: boolean;
  isNew: boolean;
}

export class SceneProbe {
  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly table: TableView,
    private readonly layout: () => BoardLayout | null,
  ) {}

  /** The on-screen rectangle (page coordinates) of a card. */
  cardRect(uuid: string): Rect | null {
    const slot = this.layout()?.cards.find((c) => c.card.uuid === uuid);
    return slot ? this.onPage(slot) : null;
  }

  /** The on-screen rectangle (page coordinates) of a die. */
  dieRect(uuid: string): Rect | null {
    const slot = this.layout()?.dice.find((d) => d.die.uuid === uuid);
    return slot ? this.onPage(slot) : null;
  }

  /** Our hand row (page coordinates): where the prompt's dock sits beside. */
  handRect(): Rect | null {
    const area = this.layout()?.areas.find((a) => a.label === 'Hand');
    return area ? this.onPage(area) : null;
  }

  /**
   * The device-pixel height of the picture a card is drawn from, and its height on the table in
   * CSS pixels: the card is crisp when the first is at least the second times the pixel ratio.
   */
  faceSize(uuid: string): { pixelHeight: number; cssHeight: number } | null {
    const node = this.table.cards.get(uuid);
    const slot = this.layout()?.cards.find((c) => c.card.uuid === uuid);
    if (!node || !slot || !node.faceKey) return null;
    return { pixelHeight: node.face.texture.source.pixelHeight, cssHeight: slot.h };
  }

  /** How many cards and dice are gliding to a new place now (none for reduced motion). */
  gliding(): number {
    return glidingCount(this.table.cards.values(), this.table.dice.values());
  }

  /** What a card or die shows now: outline, chain icon, counters and the new-die mark. */
  markOf(uuid: string): SceneMark | null {
    const card = this.table.cards.get(uuid);
    if (card)
      return {
        outline: card.outlineKind,
        chain: card.chain,
        counters: card.counters,
        manyCounters: card.manyCounters,
        isNew: false,
      };
    const die = this.table.dice.get(uuid);
    return die
      ? {
          outline: die.outlineKind,
          chain: null,
          counters: [],
          manyCounters: false,
          isNew: die.isNew,
        }
      : null;
  }

  /** What a card's picture is drawn from (its art key), null for a hidden or absent card. */
  artOf(uuid: string): string | null {
    const slot = this.layout()?.cards.find((c) => c.card.uuid === uuid);
    return slot ? cardArtKey(slot.card, this.table.catalogue) : null;
  }

  /** The battle lines drawn now. */
  get battleLines(): readonly BattleSegment[] {
    return this.table.battle;
  }

  /** The drop zones drawn highlighted during a drag (hot: the one under the pointer). */
  get highlightedZones(): readonly { pile: PileName; hot: boolean }[] {
    return this.table.zonesShown;
  }

  /** Whether a pile is drawn highlighted (a card inside, or the pile itself, is a choice). */
  pileHighlighted(owner: string, pile: PileName): boolean {
    return this.table.piles.get(pileKey(owner, pile))?.highlighted ?? false;
  }

  private onPage(r: Rect): Rect {
    const rect = this.canvas.getBoundingClientRect();
    return { x: rect.left + r.x, y: rect.top + r.y, w: r.w, h: r.h };
  }
}

/** Display objects of the table: a card with its overlays, a die, a pile. */
import { Container, Graphics, Sprite, Texture } from 'pixi.js';
import type { CardView, CounterView, DieView } from '../../protocol/game-view';
import { counterMarks } from '../logic/counters';
import type { CounterMark } from '../logic/counters';
import type { BadgeStore } from './textures';
import type { Motion } from './motion';

/** Badge colours of tokens and effect counters. */
export const COUNTER_COLOURS: Record<string, string> = {
  damage: '#b3261e',
  exhaustion: '#3b3b3b',
  status: '#1f5fa8',
  redRains: '#7b1fa2',
  attack: '#c2571a',
  bypass: '#6a3fa0',
  block: '#2f6f9f',
  copy: '#2e7d6b',
};

const SELECTABLE = 0xffd24a;
const SELECTED = 0x4cd964;
const NEW_DIE = 0x7fe8ff;
/** Outlines of the battle display and of the card a targeting prompt is about. */
const ROLE_COLOURS: Record<CardRole, number> = {
  attacker: 0xe5413a,
  target: 0xff9c3a,
  guard: 0x4aa3ff,
  source: 0x5fe0e6,
};

/** A card's part in the current attack or prompt, drawn as an outline. */
export type CardRole = 'attacker' | 'target' | 'guard' | 'source';

/** What a card's overlay shows besides its tokens (chains, battle and prompt roles). */
export interface CardMarks {
  chain: 'red' | 'green' | null;
  role: CardRole | null;
}

/** The outline drawn on a card or die: selection first, then its role. */
export type OutlineKind = 'selected' | 'selectable' | CardRole | 'none';
const PLACEHOLDER_TINT = 0x2a2018;

export class CardNode extends Container {
  readonly face = new Sprite(Texture.WHITE);
  readonly outline = new Graphics();
  readonly badges = new Container();
  faceKey = '';
  overlayKey = '';
  /** The outline and chain shown (read by browser tests). */
  outlineKind: OutlineKind = 'none';
  chain: 'red' | 'green' | null = null;
  /** The counters drawn and whether in the many-counters style (read by browser tests). */
  counters: CounterMark[] = [];
  manyCounters = false;
  motion: Motion | null = null;
  w = 0;
  h = 0;

  constructor() {
    super();
    this.face.tint = PLACEHOLDER_TINT;
    this.addChild(this.face, this.outline, this.badges);
  }

  setBox(w: number, h: number): void {
    if (w === this.w && h === this.h) return;
    this.w = w;
    this.h = h;
    this.face.width = w;
    this.face.height = h;
    this.overlayKey = '';
  }

  setFace(texture: Texture | null, key: string, dimmed: boolean): void {
    if (texture) {
      this.face.texture = texture;
      this.face.tint = dimmed ? 0x9a9a9a : 0xffffff;
      this.faceKey = key;
    } else {
      this.face.texture = Texture.WHITE;
      this.face.tint = PLACEHOLDER_TINT;
      this.faceKey = '';
    }
    this.face.width = this.w;
    this.face.height = this.h;
  }

  /** Outline, dimming and counter badges; rebuilt only when what they show changes. */
  setOverlay(
    card: CardView,
    counters: readonly CounterView[],
    badges: BadgeStore,
    resolution: number,
    marks: CardMarks,
  ): void {
    const drawn = counterMarks(counters);
    const key = `${card.selectable}|${card.selected}|${card.exhausted}|${drawn.marks.map((m) => `${m.name}:${m.text}:${m.fade}:${m.cancel}:${m.broken}`).join(',')}|${marks.chain}|${marks.role}|${this.w}x${this.h}|${resolution}`;
    if (key === this.overlayKey) return;
    this.overlayKey = key;
    this.counters = drawn.marks;
    this.manyCounters = drawn.many;
    this.face.alpha = card.exhausted ? 0.72 : 1;
    if (this.faceKey) this.face.tint = card.exhausted ? 0x9a9a9a : 0xffffff;
    this.outline.clear();
    const r = Math.max(3, this.w * 0.06);
    if (card.selected) {
      this.outlineKind = 'selected';
      this.outline
        .roundRect(-2, -2, this.w + 4, this.h + 4, r)
        .stroke({ width: 4, color: SELECTED });
    } else if (card.selectable) {
      this.outlineKind = 'selectable';
      this.outline
        .roundRect(-3, -3, this.w + 6, this.h + 6, r + 2)
        .stroke({ width: 6, color: SELECTABLE, alpha: 0.35 })
        .roundRect(-1, -1, this.w + 2, this.h + 2, r)
        .stroke({ width: 2.5, color: SELECTABLE });
    } else if (marks.role) {
      this.outlineKind = marks.role;
      this.outline
        .roundRect(-2, -2, this.w + 4, this.h + 4, r)
        .stroke({ width: 3.5, color: ROLE_COLOURS[marks.role] });
    } else {
      this.outlineKind = 'none';
    }
    this.chain = marks.chain;
    if (marks.chain) {
      const colour = marks.chain === 'red' ? 0xd9534f : 0x5cb85c;
      const cr = Math.max(5, this.w * 0.1);
      this.outline
        .circle(this.w - cr - 2, cr + 2, cr)
        .fill({ color: colour })
        .stroke({ width: 1.5, color: 0xffffff });
    }
    this.badges.removeChildren();
    const list = drawn.marks;
    if (list.length === 0) return;
    // More than 2 counters: smaller badges in rows of up to 3 near the top of the card.
    const many = drawn.many;
    const size = Math.max(14, Math.min(34, this.w * (many ? 0.3 : 0.38)));
    const perRow = many ? 3 : list.length;
    list.forEach((mark, i) => {
      const sprite = new Sprite(
        badges.badge(mark.text, COUNTER_COLOURS[mark.name] ?? '#555', size, resolution, {
          cancel: mark.cancel,
          broken: mark.broken,
        }),
      );
      sprite.width = size;
      sprite.height = size;
      sprite.alpha = mark.fade ? 0.5 : 1;
      if (many) {
        const row = Math.floor(i / perRow);
        const inRow = Math.min(perRow, list.length - row * perRow);
        const col = i % perRow;
        sprite.x = (this.w - inRow * size * 0.95) / 2 + col * size * 0.95;
        sprite.y = this.h * 0.12 + row * size * 0.95;
      } else {
        sprite.x = (this.w - size) / 2 + (i - (list.length - 1) / 2) * size * 1.05;
        sprite.y = this.h * 0.3;
      }
      this.badges.addChild(sprite);
    });
  }
}

export class DieNode extends Container {
  readonly face = new Sprite(Texture.WHITE);
  readonly outline = new Graphics();
  faceKey = '';
  stateKey = '';
  outlineKind: OutlineKind = 'none';
  /** Drawn as rolled or changed by the last command (read by browser tests). */
  isNew = false;
  motion: Motion | null = null;
  size = 0;

  constructor() {
    super();
    this.face.tint = PLACEHOLDER_TINT;
    this.addChild(this.face, this.outline);
  }

  setBox(size: number): void {
    this.size = size;
    this.face.width = size;
    this.face.height = size;
  }

  setFace(texture: Texture | null, key: string): void {
    if (!texture) return;
    this.face.texture = texture;
    this.face.tint = 0xffffff;
    this.faceKey = key;
    this.face.width = this.size;
    this.face.height = this.size;
  }

  setState(die: DieView): void {
    const key = `${die.exhausted}|${die.selectable}|${die.selected}|${die.new}|${this.size}`;
    if (key === this.stateKey) return;
    this.stateKey = key;
    this.face.alpha = die.exhausted ? 0.35 : 1;
    this.outline.clear();
    const c = this.size / 2;
    this.isNew = Boolean(die.new);
    // A die just rolled or changed: a soft halo with a bright ring, under any selection mark.
    if (die.new) {
      this.outline
        .circle(c, c, c + 5)
        .fill({ color: NEW_DIE, alpha: 0.25 })
        .circle(c, c, c + 3.5)
        .stroke({ width: 2, color: NEW_DIE, alpha: 0.95 });
    }
    this.outlineKind = die.selected ? 'selected' : die.selectable ? 'selectable' : 'none';
    if (die.selected) this.outline.circle(c, c, c + 2).stroke({ width: 3, color: SELECTED });
    else if (die.selectable)
      this.outline.circle(c, c, c + 2).stroke({ width: 2.5, color: SELECTABLE });
  }
}

export class PileNode extends Container {
  readonly face = new Sprite(Texture.WHITE);
  readonly frame = new Graphics();
  faceKey = '';
  frameKey = '';
  /** Drawn with the highlight of a pile that holds a choice (read by browser tests). */
  highlighted = false;

  constructor() {
    super();
    this.addChild(this.frame, this.face);
  }

  set(
    w: number,
    h: number,
    texture: Texture | null,
    key: string,
    empty: boolean,
    highlight: boolean,
  ): void {
    this.highlighted = highlight;
    const frameKey = `${w}x${h}|${empty}|${highlight}`;
    if (frameKey !== this.frameKey) {
      this.frameKey = frameKey;
      this.frame.clear();
      this.frame.roundRect(0, 0, w, h, Math.max(3, w * 0.06)).fill({ color: 0x000000, alpha: 0.3 });
      this.frame.stroke({
        width: highlight ? 3 : 1.5,
        color: highlight ? 0xffd24a : 0x8a6a48,
        alpha: highlight ? 1 : 0.7,
      });
    }
    this.face.visible = !empty && texture !== null;
    if (texture && key !== this.faceKey) {
      this.face.texture = texture;
      this.faceKey = key;
    }
    this.face.width = w;
    this.face.height = h;
  }
}

/**
 * The table's Pixi nodes kept in step with the game view: one node per card, die and pile at
 * the place the layout gives it (gliding there), the play areas, the battle lines, the drop
 * zones of a drag and the picture of a popup card being dragged. It only draws; input and the
 * frame loop live elsewhere.
 */
import { Container, Graphics } from 'pixi.js';
import type { PileName } from '../../protocol/game';
import type { CardView, GameView } from '../../protocol/game-view';
import { isChainedName } from '../../domain/cards';
import { pileCards } from '../layout/layout';
import type { BoardLayout, CardSlot, Rect } from '../layout/layout';
import type { DragState } from '../logic/dragMachine';
import { battleRoles, battleSegments } from '../logic/battle';
import type { BattleSegment } from '../logic/battle';
import { cardCounters } from '../logic/counters';
import { chainColour } from '../logic/labels';
import { findCard, perspective, pileIsChoice } from '../logic/rules';
import type { GameStoreState } from '../store/gameStore';
import { pileKey } from '../store/gameStore';
import { boardFace, cardBack, diePicture } from './cardFace';
import type { CardCatalogue } from './cardFace';
import { moveNode, stepAll } from './motion';
import { CardNode, DieNode, PileNode } from './nodes';
import type { CardMarks, CardRole } from './nodes';
import { BadgeStore, TextureStore } from './textures';

export interface TableOptions {
  cardImageBase: string | null;
  /** Game format, for chain icons (unknown formats show them). */
  format: string | null;
  /** Told when a picture finished rasterising (the table needs another frame). */
  onTextureReady(): void;
  /** The reader asked for reduced motion: nodes move to their new places without gliding. */
  reducedMotion(): boolean;
}

/** Where a drag is, as the table shows it: zones to light and, from a popup, a ghost card. */
export interface DragShown {
  drag: DragState;
  fromPopup: boolean;
}

export class TableView {
  readonly root = new Container();
  readonly cards = new Map<string, CardNode>();
  readonly dice = new Map<string, DieNode>();
  readonly piles = new Map<string, PileNode>();
  battle: BattleSegment[] = [];
  zonesShown: { pile: PileName; hot: boolean }[] = [];
  private readonly background = new Graphics();
  private readonly zoneLayer = new Graphics();
  private readonly pileLayer = new Container();
  private readonly cardLayer = new Container();
  private readonly diceLayer = new Container();
  private readonly battleLayer = new Graphics();
  private readonly dragLayer = new Container();
  private readonly textures: TextureStore;
  private readonly badges = new BadgeStore();
  private backgroundKey = '';
  /** The picture following the pointer while a popup card is dragged over the table. */
  private ghost: CardNode | null = null;
  private dragShown: DragShown = { drag: { kind: 'idle' }, fromPopup: false };
  private layout: BoardLayout | null = null;
  private view: GameView | null = null;
  /** The printed cards (text, cost), set by the host once its catalogue has loaded. */
  catalogue: CardCatalogue = {};

  constructor(private readonly options: TableOptions) {
    this.textures = new TextureStore(() => options.onTextureReady());
    this.cardLayer.sortableChildren = true;
    this.root.addChild(
      this.background,
      this.zoneLayer,
      this.pileLayer,
      this.cardLayer,
      this.diceLayer,
      this.battleLayer,
      this.dragLayer,
    );
  }

  /** Pictures still being rasterised (tests wait for 0). */
  get pendingTextures(): number {
    return this.textures.pending;
  }

  clear(): void {
    this.layout = null;
    this.view = null;
    this.cardLayer.removeChildren();
    this.cards.clear();
  }

  /** Brings every node in step with the view laid out as `layout`; returns the cards' time. */
  sync(
    layout: BoardLayout,
    state: GameStoreState,
    view: GameView,
    now: number,
    res: number,
  ): number {
    this.layout = layout;
    this.view = view;
    this.drawBackground(layout);
    const t0 = performance.now();
    this.syncCards(layout, view, now, res);
    const cardsMs = performance.now() - t0;
    this.drawBattle(layout, view);
    this.syncDice(layout, now, res);
    this.syncPiles(layout, state, res);
    this.drawZones();
    this.placeGhost(res);
    return cardsMs;
  }

  /** Advances running glides; true while any still runs. */
  stepMotions(now: number): boolean {
    return stepAll(now, this.cards.values(), this.dice.values());
  }

  /** Shows a drag's zones and ghost; lifts or settles the dragged table card. */
  showDrag(shown: DragShown, before: DragState, res: number): void {
    this.dragShown = shown;
    const after = shown.drag;
    if (after.kind === 'dragging') {
      if (shown.fromPopup) this.placeGhost(res);
      else this.liftCard(after.subject.uuid, after.start, after.at);
    } else if (before.kind === 'dragging') {
      this.placeGhost(res);
      this.settleCard(before.subject.uuid);
    } else {
      return;
    }
    this.drawZones();
  }

  destroy(): void {
    this.textures.destroy();
    this.badges.destroy();
  }

  private drawBackground(layout: BoardLayout): void {
    const key = `${layout.width}x${layout.height}|${layout.areas.map((a) => `${Math.round(a.x)},${Math.round(a.y)},${Math.round(a.w)},${Math.round(a.h)}`).join(';')}`;
    if (key === this.backgroundKey) return;
    this.backgroundKey = key;
    const g = this.background;
    g.clear();
    // A faint ember line between the two play areas.
    const playAreas = layout.areas.filter((a) => a.label === '');
    const mid = playAreas[1]?.y ?? layout.height / 2;
    g.moveTo(16, mid - 5)
      .lineTo(layout.width - 16, mid - 5)
      .stroke({ width: 1, color: 0xe0923c, alpha: 0.35 });
    for (const area of layout.areas) {
      g.roundRect(area.x, area.y, area.w, area.h, 10).fill({
        color: area.mine ? 0x2a1c12 : 0x1c1410,
        alpha: 0.35,
      });
      g.stroke({ width: 1, color: 0x8a6a48, alpha: 0.35 });
    }
  }

  private syncCards(layout: BoardLayout, view: GameView, now: number, res: number): void {
    const seen = new Set<string>();
    const base = this.options.cardImageBase;
    const roles = this.rolesOf(view);
    for (const slot of layout.cards) {
      const uuid = slot.card.uuid;
      seen.add(uuid);
      let node = this.cards.get(uuid);
      if (!node) {
        node = new CardNode();
        node.position.set(slot.x, slot.y);
        this.cards.set(uuid, node);
        this.cardLayer.addChild(node);
      } else {
        moveNode(node, slot.x, slot.y, now, this.options.reducedMotion());
      }
      node.zIndex = slot.z;
      node.setBox(slot.w, slot.h);
      const picture = boardFace(slot.card, base, this.catalogue);
      const texture = this.textures.get(picture, slot.w, slot.h, res);
      const key = texture ? `${picture.key}@${texture.uid}` : '';
      if (texture && key !== node.faceKey) node.setFace(texture, key, Boolean(slot.card.exhausted));
      else if (!texture && node.faceKey && !node.faceKey.startsWith(`${picture.key}@`)) {
        node.setFace(null, '', false);
      }
      // An upgrade's tokens are drawn on its host (it lies beneath it), faded.
      const counters = slot.host ? [] : cardCounters(slot.card);
      node.setOverlay(slot.card, counters, this.badges, res, this.marksOf(slot, view, roles));
    }
    for (const [uuid, node] of this.cards) {
      if (!seen.has(uuid)) {
        node.destroy({ children: true });
        this.cards.delete(uuid);
      }
    }
  }

  /** Battle roles of the current attack, plus the source card of the viewer's targeting prompt. */
  private rolesOf(view: GameView): Map<string, CardRole> {
    const roles: Map<string, CardRole> = battleRoles(view.attack);
    const me = perspective(view).me;
    for (const control of me?.promptState.controls ?? []) {
      if (control.source && !roles.has(control.source.uuid))
        roles.set(control.source.uuid, 'source');
    }
    return roles;
  }

  private marksOf(slot: CardSlot, view: GameView, roles: Map<string, CardRole>): CardMarks {
    const chained = Boolean(slot.card.name && isChainedName(slot.card.name));
    return {
      chain: chained ? chainColour(view.round, this.options.format) : null,
      role: roles.get(slot.card.uuid) ?? null,
    };
  }

  /** Lines of the current attack: attacker to target or guard, guard to what it protects. */
  private drawBattle(layout: BoardLayout, view: GameView): void {
    const g = this.battleLayer;
    g.clear();
    const main = new Map<string, CardSlot>();
    for (const slot of layout.cards) if (!slot.host) main.set(slot.card.uuid, slot);
    this.battle = battleSegments(view.attack, (uuid) => main.get(uuid) ?? null);
    for (const seg of this.battle) {
      const colour = seg.kind === 'attack' ? 0xe5413a : 0x4aa3ff;
      g.moveTo(seg.x1, seg.y1)
        .lineTo(seg.x2, seg.y2)
        .stroke({ width: seg.kind === 'attack' ? 4 : 3, color: colour, alpha: 0.85 });
      // An arrow head at the far end, and a dot where the line starts.
      const angle = Math.atan2(seg.y2 - seg.y1, seg.x2 - seg.x1);
      const head = 14;
      g.moveTo(seg.x2, seg.y2)
        .lineTo(seg.x2 - head * Math.cos(angle - 0.45), seg.y2 - head * Math.sin(angle - 0.45))
        .lineTo(seg.x2 - head * Math.cos(angle + 0.45), seg.y2 - head * Math.sin(angle + 0.45))
        .closePath()
        .fill({ color: colour });
      g.circle(seg.x1, seg.y1, 5).fill({ color: colour });
    }
  }

  private syncDice(layout: BoardLayout, now: number, res: number): void {
    const seen = new Set<string>();
    for (const slot of layout.dice) {
      seen.add(slot.die.uuid);
      let node = this.dice.get(slot.die.uuid);
      if (!node) {
        node = new DieNode();
        node.position.set(slot.x, slot.y);
        this.dice.set(slot.die.uuid, node);
        this.diceLayer.addChild(node);
      } else {
        moveNode(node, slot.x, slot.y, now, this.options.reducedMotion());
      }
      node.setBox(slot.w);
      const picture = diePicture(slot.die);
      const texture = this.textures.get(picture, slot.w, slot.h, res);
      if (texture) {
        const key = `${picture.key}@${texture.uid}`;
        if (key !== node.faceKey) node.setFace(texture, key);
      }
      node.setState(slot.die);
    }
    for (const [uuid, node] of this.dice) {
      if (!seen.has(uuid)) {
        node.destroy({ children: true });
        this.dice.delete(uuid);
      }
    }
  }

  private syncPiles(layout: BoardLayout, state: GameStoreState, res: number): void {
    const seen = new Set<string>();
    const base = this.options.cardImageBase;
    for (const slot of layout.piles) {
      const key = pileKey(slot.owner, slot.pile);
      seen.add(key);
      let node = this.piles.get(key);
      if (!node) {
        node = new PileNode();
        this.piles.set(key, node);
        this.pileLayer.addChild(node);
      }
      node.position.set(slot.x, slot.y);
      const picture = slot.faceDown
        ? cardBack()
        : slot.top
          ? boardFace(slot.top, base, this.catalogue)
          : null;
      const texture = picture ? this.textures.get(picture, slot.w, slot.h, res) : null;
      const player = state.view?.players[slot.owner];
      const selectable = player
        ? pileCards(player, slot.pile).some((c) => c.selectable) ||
          pileIsChoice(player, slot.pile, slot.ownRow)
        : false;
      node.set(
        slot.w,
        slot.h,
        texture,
        picture && texture ? `${picture.key}@${texture.uid}` : '',
        slot.count === 0,
        selectable,
      );
    }
    for (const [key, node] of this.piles) {
      if (!seen.has(key)) {
        node.destroy({ children: true });
        this.piles.delete(key);
      }
    }
  }

  /** Highlights the piles a dragged card may go to. */
  private drawZones(): void {
    const g = this.zoneLayer;
    g.clear();
    this.zonesShown = [];
    const layout = this.layout;
    const drag = this.dragShown.drag;
    if (!layout || drag.kind !== 'dragging') return;
    for (const zone of layout.zones) {
      if (!zone.ownRow || !drag.targets.includes(zone.pile)) continue;
      const hot = zone.pile === drag.over;
      this.zonesShown.push({ pile: zone.pile, hot });
      g.roundRect(zone.x - 3, zone.y - 3, zone.w + 6, zone.h + 6, 8)
        .fill({ color: 0x4cd964, alpha: hot ? 0.22 : 0.08 })
        .stroke({ width: hot ? 3 : 1.5, color: 0x4cd964, alpha: hot ? 1 : 0.6 });
    }
  }

  /** Draws (or removes) the dragged popup card under the pointer, on the canvas. */
  private placeGhost(res: number): void {
    const { drag, fromPopup } = this.dragShown;
    const layout = this.layout;
    const card: CardView | null =
      drag.kind === 'dragging' && this.view ? findCard(this.view, drag.subject.uuid) : null;
    if (!fromPopup || !layout || !card || drag.kind !== 'dragging') {
      this.ghost?.destroy({ children: true });
      this.ghost = null;
      return;
    }
    const ghost = this.ghost ?? new CardNode();
    if (!this.ghost) {
      this.ghost = ghost;
      ghost.alpha = 0.85;
      this.dragLayer.addChild(ghost);
    }
    ghost.setBox(layout.cardW, layout.cardH);
    const picture = boardFace(card, this.options.cardImageBase, this.catalogue);
    const texture = this.textures.get(picture, layout.cardW, layout.cardH, res);
    const key = texture ? `${picture.key}@${texture.uid}` : '';
    if (key !== ghost.faceKey) ghost.setFace(texture, key, false);
    ghost.position.set(drag.at.x - layout.cardW / 2, drag.at.y - layout.cardH / 2);
  }

  /** A card of the table (with the dice on it) follows the pointer above everything else. */
  private liftCard(
    uuid: string,
    start: { x: number; y: number },
    at: { x: number; y: number },
  ): void {
    const dx = at.x - start.x;
    const dy = at.y - start.y;
    const slot = this.layout?.cards.find((c) => c.card.uuid === uuid);
    const node = this.cards.get(uuid);
    if (!slot || !node) return;
    const lifted: [CardNode | DieNode, Rect][] = [[node, slot]];
    for (const die of this.layout?.dice ?? []) {
      const dieNode = die.host === uuid ? this.dice.get(die.die.uuid) : undefined;
      if (dieNode) lifted.push([dieNode, die]);
    }
    for (const [item, rect] of lifted) {
      if (item.parent !== this.dragLayer) this.dragLayer.addChild(item);
      item.motion = null;
      item.position.set(rect.x + dx, rect.y + dy);
      item.alpha = 0.85;
    }
  }

  /** A dragged table card (and its dice) goes back to its layer and glides to its place. */
  private settleCard(uuid: string): void {
    const node = this.cards.get(uuid);
    const slot = this.layout?.cards.find((c) => c.card.uuid === uuid);
    if (node) {
      this.cardLayer.addChild(node);
      node.alpha = 1;
      if (slot) moveNode(node, slot.x, slot.y, performance.now(), this.options.reducedMotion());
    }
    for (const die of this.layout?.dice ?? []) {
      const dieNode = die.host === uuid ? this.dice.get(die.die.uuid) : undefined;
      if (!dieNode) continue;
      this.diceLayer.addChild(dieNode);
      dieNode.alpha = 1;
      moveNode(dieNode, die.x, die.y, performance.now(), this.options.reducedMotion());
    }
  }
}

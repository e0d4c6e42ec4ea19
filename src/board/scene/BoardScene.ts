/**
 * The PixiJS table, drawn on demand: nothing renders while nothing changes. A change of the game
 * view (or of the board's layout inputs) marks the scene dirty and asks for one animation frame;
 * frames keep coming only while a card transition (300 ms) runs.
 */
import { Application, Container, Graphics, Ticker } from 'pixi.js';
import type { GameCommand, PileName } from '../../protocol/game';
import type { CardView, GameView } from '../../protocol/game-view';
import { isChainedName } from '../../domain/cards';
import { PILE_NAMES } from '../../protocol/game';
import { computeLayout, dropZoneAt, hitTest, pileCards } from '../layout/layout';
import type { BoardLayout, CardSlot, Rect } from '../layout/layout';
import { cardClickIntent } from '../logic/cardClick';
import { IDLE, dragStep } from '../logic/dragMachine';
import type { DragEffect, DragEvent, DragState, Point } from '../logic/dragMachine';
import { popupDragPermission } from '../logic/dragMatrix';
import { battleRoles, battleSegments } from '../logic/battle';
import { cardCounters } from '../logic/counters';
import type { CounterMark } from '../logic/counters';
import type { BattleSegment } from '../logic/battle';
import { chainColour } from '../logic/labels';
import {
  cardScale,
  findCard,
  isSpectator,
  keepDismissals,
  perspective,
  pileIsChoice,
} from '../logic/rules';
import type { GameStore, GameStoreState } from '../store/gameStore';
import { pileKey } from '../store/gameStore';
import { boardFace, cardBack, diePicture } from './cardFace';
import { CardNode, DieNode, PileNode, TRANSITION_MS } from './nodes';
import type { CardMarks, CardRole, Motion, OutlineKind } from './nodes';
import { BadgeStore, TextureStore } from './textures';

export interface SceneOptions {
  send(command: GameCommand): void;
  cardImageBase?: string | null;
  /** Game format, for chain icons (unknown formats show them). */
  format?: string | null;
  /** Told whenever the layout changes (the DOM overlays follow it). */
  onLayout?: (layout: BoardLayout) => void;
}

export interface SceneMark {
  outline: OutlineKind;
  chain: 'red' | 'green' | null;
  counters: CounterMark[];
  manyCounters: boolean;
  isNew: boolean;
}

export interface SceneStats {
  renders: number;
  syncs: number;
  lastSyncMs: number;
  lastRenderMs: number;
  /** Parts of the last sync: layout maths, card nodes, everything else. */
  lastLayoutMs: number;
  lastCardsMs: number;
  /** Telling the DOM overlays (React) about the new layout. */
  lastOverlayMs: number;
}

function easeOut(t: number): number {
  return 1 - (1 - t) ** 3;
}

export class BoardScene {
  readonly stats: SceneStats = {
    renders: 0,
    syncs: 0,
    lastSyncMs: 0,
    lastRenderMs: 0,
    lastLayoutMs: 0,
    lastCardsMs: 0,
    lastOverlayMs: 0,
  };
  private readonly background = new Graphics();
  private readonly zoneLayer = new Graphics();
  private readonly pileLayer = new Container();
  private readonly cardLayer = new Container();
  private readonly diceLayer = new Container();
  private readonly battleLayer = new Graphics();
  private readonly dragLayer = new Container();
  private readonly cards = new Map<string, CardNode>();
  private readonly dice = new Map<string, DieNode>();
  private readonly piles = new Map<string, PileNode>();
  private readonly textures: TextureStore;
  private readonly badges = new BadgeStore();
  private layoutValue: BoardLayout | null = null;
  private battle: BattleSegment[] = [];
  private dirty = true;
  private frame = 0;
  private drag: DragState = IDLE;
  /** Where the current gesture began: a card on the canvas or a card in a pile popup (DOM). */
  private dragFrom: 'table' | 'popup' = 'table';
  /** The picture following the pointer while a popup card is dragged over the table. */
  private ghost: CardNode | null = null;
  private zonesShown: { pile: PileName; hot: boolean }[] = [];
  private unsubscribe: () => void = () => undefined;
  private resizeObserver: ResizeObserver | null = null;
  private stopWatchingPixelRatio: () => void = () => undefined;
  private size = { width: 0, height: 0 };
  private backgroundKey = '';
  private destroyed = false;

  private constructor(
    private readonly app: Application,
    private readonly host: HTMLElement,
    private readonly store: GameStore,
    private readonly options: SceneOptions,
  ) {
    this.textures = new TextureStore(() => this.markDirty());
    this.cardLayer.sortableChildren = true;
    app.stage.addChild(
      this.background,
      this.zoneLayer,
      this.pileLayer,
      this.cardLayer,
      this.diceLayer,
      this.battleLayer,
      this.dragLayer,
    );
  }

  static async create(
    host: HTMLElement,
    store: GameStore,
    options: SceneOptions,
  ): Promise<BoardScene> {
    const app = new Application();
    const width = Math.max(1, host.clientWidth);
    const height = Math.max(1, host.clientHeight);
    await app.init({
      width,
      height,
      resolution: window.devicePixelRatio || 1,
      autoDensity: true,
      antialias: false,
      backgroundAlpha: 0,
      autoStart: false,
      sharedTicker: false,
      preference: 'webgl',
    });
    // Render on demand: no ticker may run a frame loop (the event system's ticker included;
    // the board does its own hit testing from the layout).
    app.ticker.stop();
    Ticker.system.autoStart = false;
    Ticker.system.stop();
    app.stage.eventMode = 'none';
    const canvas = app.canvas;
    canvas.style.display = 'block';
    canvas.setAttribute('data-testid', 'board-canvas');
    host.appendChild(canvas);
    const scene = new BoardScene(app, host, store, options);
    scene.size = { width, height };
    scene.attach();
    return scene;
  }

  get layout(): BoardLayout | null {
    return this.layoutValue;
  }

  /** Pictures still being rasterised (tests wait for 0). */
  get pendingTextures(): number {
    return this.textures.pending;
  }

  get canvas(): HTMLCanvasElement {
    return this.app.canvas;
  }

  private attach(): void {
    let last = this.store.getState();
    this.unsubscribe = this.store.subscribe((state) => {
      if (state.view !== last.view) this.pruneDismissals(state);
      if (
        state.view !== last.view ||
        state.viewSettings.cardSize !== last.viewSettings.cardSize ||
        state.viewSettings.compactLayout !== last.viewSettings.compactLayout ||
        state.ui.handFirst !== last.ui.handFirst ||
        state.ui.openedPiles !== last.ui.openedPiles
      ) {
        this.markDirty();
      }
      last = state;
    });
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(this.host);
    this.watchPixelRatio();
    const c = this.app.canvas;
    c.addEventListener('pointerdown', this.onPointerDown);
    c.addEventListener('pointermove', this.onPointerMove);
    c.addEventListener('pointerup', this.onPointerUp);
    c.addEventListener('pointerleave', this.onPointerLeave);
    c.addEventListener('contextmenu', this.onContextMenu);
    // Pile popups are DOM inside the host: a press on one of their cards may start a drag.
    this.host.addEventListener('pointerdown', this.onPopupPointerDown);
    this.markDirty();
  }

  /**
   * A window moved to a screen of another pixel ratio keeps its size, so no resize tells; a
   * media query on the current ratio does, and the canvas and textures follow to stay crisp.
   */
  private watchPixelRatio(): void {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    const changed = () => {
      this.stopWatchingPixelRatio();
      this.resize();
      if (!this.destroyed) this.watchPixelRatio();
    };
    query.addEventListener('change', changed);
    this.stopWatchingPixelRatio = () => query.removeEventListener('change', changed);
  }

  private resize(): void {
    const width = Math.max(1, this.host.clientWidth);
    const height = Math.max(1, this.host.clientHeight);
    const resolution = window.devicePixelRatio || 1;
    if (
      width === this.size.width &&
      height === this.size.height &&
      resolution === this.app.renderer.resolution
    )
      return;
    this.size = { width, height };
    this.app.renderer.resolution = resolution;
    this.app.renderer.resize(width, height);
    this.markDirty();
  }

  markDirty(): void {
    this.dirty = true;
    this.invalidate();
  }

  /** Asks for one frame (coalesced). */
  invalidate(): void {
    if (this.frame || this.destroyed) return;
    this.frame = requestAnimationFrame(this.draw);
  }

  private readonly draw = (now: number): void => {
    this.frame = 0;
    if (this.destroyed) return;
    // Every frame checks the pixel ratio too, for browsers that do not report its change.
    if ((window.devicePixelRatio || 1) !== this.app.renderer.resolution) this.resize();
    if (this.dirty) this.sync(now);
    const animating = this.stepMotions(now);
    const t0 = performance.now();
    this.app.render();
    this.stats.lastRenderMs = performance.now() - t0;
    this.stats.renders += 1;
    if (animating) this.invalidate();
  };

  /** Synchronously syncs and renders (for measurements); returns the JS time in ms. */
  flush(): number {
    const t0 = performance.now();
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.draw(performance.now());
    return performance.now() - t0;
  }

  private resolution(): number {
    return this.app.renderer.resolution;
  }

  private sync(now: number): void {
    const t0 = performance.now();
    this.dirty = false;
    this.stats.syncs += 1;
    const state = this.store.getState();
    const view = state.view;
    if (!view) {
      this.layoutValue = null;
      this.cardLayer.removeChildren();
      this.cards.clear();
      return;
    }
    const layout = computeLayout(view, {
      width: this.size.width,
      height: this.size.height,
      cardScale: cardScale(state.viewSettings.cardSize),
      handFirst: state.ui.handFirst,
      compact: state.viewSettings.compactLayout,
    });
    this.layoutValue = layout;
    const t1 = performance.now();
    this.stats.lastLayoutMs = t1 - t0;
    this.drawBackground(layout);
    this.syncCards(layout, view, now);
    this.stats.lastCardsMs = performance.now() - t1;
    this.drawBattle(layout, view);
    this.syncDice(layout, now);
    this.syncPiles(layout, state);
    this.drawZones();
    this.placeGhost();
    this.stats.lastSyncMs = performance.now() - t0;
    const t2 = performance.now();
    this.options.onLayout?.(layout);
    this.stats.lastOverlayMs = performance.now() - t2;
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

  private syncCards(layout: BoardLayout, view: GameView, now: number): void {
    const seen = new Set<string>();
    const res = this.resolution();
    const base = this.options.cardImageBase ?? null;
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
        this.moveTo(node, slot.x, slot.y, now);
      }
      node.zIndex = slot.z;
      node.setBox(slot.w, slot.h);
      const picture = boardFace(slot.card, base);
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
      chain: chained ? chainColour(view.round, this.options.format ?? null) : null,
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

  /** The battle lines drawn now (for browser tests). */
  get battleLines(): readonly BattleSegment[] {
    return this.battle;
  }

  /**
   * What a card or die shows now, for browser tests: its outline, chain icon, counters (with
   * the many-counters style) and, for dice, the mark of a new die.
   */
  markOf(uuid: string): SceneMark | null {
    const card = this.cards.get(uuid);
    if (card)
      return {
        outline: card.outlineKind,
        chain: card.chain,
        counters: card.counters,
        manyCounters: card.manyCounters,
        isNew: false,
      };
    const die = this.dice.get(uuid);
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

  /** The drop zones drawn highlighted during a drag (hot: the one under the pointer). */
  get highlightedZones(): readonly { pile: PileName; hot: boolean }[] {
    return this.zonesShown;
  }

  /** Whether a pile is drawn highlighted (a card inside, or the pile itself, is a choice). */
  pileHighlighted(owner: string, pile: PileName): boolean {
    return this.piles.get(pileKey(owner, pile))?.highlighted ?? false;
  }

  /**
   * A popup closed by hand while its pile held selectable cards stays closed only until that
   * selection ends; the next time a card inside is selectable it opens by itself again.
   */
  private pruneDismissals(state: GameStoreState): void {
    const { dismissedPiles } = state.ui;
    if (dismissedPiles.length === 0) return;
    const kept = keepDismissals(dismissedPiles, (key) => {
      for (const player of Object.values(state.view?.players ?? {})) {
        const pile = PILE_NAMES.find((p) => pileKey(player.name, p) === key);
        if (pile) return pileCards(player, pile).some((c) => c.selectable);
      }
      return false;
    });
    if (kept.length !== dismissedPiles.length) state.setUi({ dismissedPiles: kept });
  }

  private moveTo(node: CardNode | DieNode, x: number, y: number, now: number): void {
    const target = node.motion
      ? { x: node.motion.toX, y: node.motion.toY }
      : { x: node.x, y: node.y };
    if (Math.abs(target.x - x) < 0.5 && Math.abs(target.y - y) < 0.5) return;
    node.motion = { fromX: node.x, fromY: node.y, toX: x, toY: y, start: now };
  }

  /** Advances running transitions; true while any still runs. */
  private stepMotions(now: number): boolean {
    let running = false;
    const step = (node: {
      motion: Motion | null;
      position: { set(x: number, y: number): void };
    }) => {
      const m = node.motion;
      if (!m) return;
      const t = Math.min(1, (now - m.start) / TRANSITION_MS);
      const k = easeOut(Math.max(0, t));
      node.position.set(m.fromX + (m.toX - m.fromX) * k, m.fromY + (m.toY - m.fromY) * k);
      if (t >= 1) node.motion = null;
      else running = true;
    };
    this.cards.forEach(step);
    this.dice.forEach(step);
    return running;
  }

  private syncDice(layout: BoardLayout, now: number): void {
    const seen = new Set<string>();
    const res = this.resolution();
    for (const slot of layout.dice) {
      seen.add(slot.die.uuid);
      let node = this.dice.get(slot.die.uuid);
      if (!node) {
        node = new DieNode();
        node.position.set(slot.x, slot.y);
        this.dice.set(slot.die.uuid, node);
        this.diceLayer.addChild(node);
      } else {
        this.moveTo(node, slot.x, slot.y, now);
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

  private syncPiles(layout: BoardLayout, state: GameStoreState): void {
    const seen = new Set<string>();
    const res = this.resolution();
    const base = this.options.cardImageBase ?? null;
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
      const picture = slot.faceDown ? cardBack() : slot.top ? boardFace(slot.top, base) : null;
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
    const layout = this.layoutValue;
    if (!layout || this.drag.kind !== 'dragging') return;
    const { targets, over } = this.drag;
    for (const zone of layout.zones) {
      if (!zone.ownRow || !targets.includes(zone.pile)) continue;
      const hot = zone.pile === over;
      this.zonesShown.push({ pile: zone.pile, hot });
      g.roundRect(zone.x - 3, zone.y - 3, zone.w + 6, zone.h + 6, 8)
        .fill({ color: 0x4cd964, alpha: hot ? 0.22 : 0.08 })
        .stroke({ width: hot ? 3 : 1.5, color: 0x4cd964, alpha: hot ? 1 : 0.6 });
    }
  }

  // ---- input -------------------------------------------------------------------------------

  private point(e: PointerEvent): { x: number; y: number } {
    const rect = this.app.canvas.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  }

  private readonly onPointerDown = (e: PointerEvent): void => {
    if (e.button !== 0) return;
    const layout = this.layoutValue;
    const view = this.store.getState().view;
    if (!layout || !view) return;
    const at = this.point(e);
    const hit = hitTest(layout, at.x, at.y);
    if (hit.kind === 'card') {
      const slot = hit.slot;
      if (slot.card.facedown && !slot.ownRow) return;
      this.app.canvas.setPointerCapture?.(e.pointerId);
      this.dragFrom = 'table';
      this.dispatch({
        type: 'down',
        at,
        subject: {
          uuid: slot.card.uuid,
          source: slot.pile,
          permission: {
            manualMode: view.manualMode && !isSpectator(view),
            ownRow: slot.ownRow && !slot.host && slot.card.type !== 'Phoenixborn',
            canPlay: Boolean(slot.card.canPlay),
          },
        },
      });
    } else if (hit.kind === 'die') {
      const die = hit.slot.die;
      if (die.menu && die.menu.length > 0) {
        const ui = this.store.getState().ui;
        this.store
          .getState()
          .setUi({ menuDie: ui.menuDie === die.uuid ? null : die.uuid, menuCard: null });
      } else {
        this.options.send({ type: 'dieClicked', uuid: die.uuid });
      }
    } else if (hit.kind === 'pile') {
      this.pileClicked(hit.slot.owner, hit.slot.pile, hit.slot.ownRow);
    }
  };

  /** Toggles a pile's popup, or reports the click when the player may select the deck. */
  pileClicked(owner: string, pile: PileName, ownRow: boolean): void {
    const state = this.store.getState();
    const player = state.view?.players[owner];
    if (player && pileIsChoice(player, pile, ownRow)) {
      this.options.send({ type: 'pileClicked', source: pile });
      return;
    }
    togglePile(this.store, owner, pile);
  }

  private readonly onPointerMove = (e: PointerEvent): void => {
    const layout = this.layoutValue;
    if (!layout) return;
    const at = this.point(e);
    if (this.drag.kind !== 'idle') {
      if (this.dragFrom === 'table')
        this.dispatch({ type: 'move', at, over: dropZoneAt(layout, at.x, at.y) });
      return;
    }
    const hit = hitTest(layout, at.x, at.y);
    const zoom = hit.kind === 'card' && !hit.slot.card.facedown ? hit.slot.card.uuid : null;
    const state = this.store.getState();
    // The zoom sits beside the pointer where it entered the card (no React work per move).
    if (state.ui.zoomCard !== zoom) state.setUi({ zoomCard: zoom, zoomAt: zoom ? at : null });
    this.app.canvas.style.cursor = hit.kind === 'none' ? 'default' : 'pointer';
  };

  private readonly onPointerUp = (e: PointerEvent): void => {
    const layout = this.layoutValue;
    if (!layout || this.drag.kind === 'idle' || this.dragFrom !== 'table') return;
    const at = this.point(e);
    this.dispatch({ type: 'up', over: dropZoneAt(layout, at.x, at.y) });
  };

  private readonly onPointerLeave = (): void => {
    const state = this.store.getState();
    if (state.ui.zoomCard) state.setUi({ zoomCard: null });
  };

  private readonly onContextMenu = (e: MouseEvent): void => {
    const layout = this.layoutValue;
    if (!layout) return;
    const rect = this.app.canvas.getBoundingClientRect();
    const hit = hitTest(layout, e.clientX - rect.left, e.clientY - rect.top);
    if (hit.kind === 'card' && hit.slot.ownRow) {
      e.preventDefault();
      this.options.send({ type: 'cardAltClicked', uuid: hit.slot.card.uuid });
    }
  };

  // ---- dragging cards out of pile popups ----------------------------------------------------

  /** A press on a draggable card of a pile popup enters the same gesture as a canvas card. */
  private readonly onPopupPointerDown = (e: PointerEvent): void => {
    if (e.button !== 0 || this.drag.kind !== 'idle') return;
    const view = this.store.getState().view;
    const pressed = popupCardAt(e.target);
    if (!view || !pressed) return;
    const card = popupCard(view, pressed);
    if (!card) return;
    this.dragFrom = 'popup';
    this.dispatch({
      type: 'down',
      at: this.point(e),
      subject: {
        uuid: card.uuid,
        source: pressed.pile,
        permission: popupDragPermission(view, pressed.owner, card),
      },
    });
    // The pointer leaves the popup for the table: follow it on the whole window.
    window.addEventListener('pointermove', this.onPopupPointerMove);
    window.addEventListener('pointerup', this.onPopupPointerUp);
    window.addEventListener('pointercancel', this.onPopupPointerCancel);
  };

  private readonly onPopupPointerMove = (e: PointerEvent): void => {
    this.dispatch({ type: 'move', at: this.point(e), over: this.popupDropZone(e) });
  };

  private readonly onPopupPointerUp = (e: PointerEvent): void => {
    const dragged = this.drag.kind === 'dragging';
    this.stopFollowingPopupDrag();
    this.dispatch({ type: 'up', over: this.popupDropZone(e) });
    // A drag released on the card it started from must not also click it (answer a prompt).
    if (dragged) swallowNextClick();
  };

  private readonly onPopupPointerCancel = (): void => {
    this.stopFollowingPopupDrag();
    this.dispatch({ type: 'cancel' });
  };

  private stopFollowingPopupDrag(): void {
    window.removeEventListener('pointermove', this.onPopupPointerMove);
    window.removeEventListener('pointerup', this.onPopupPointerUp);
    window.removeEventListener('pointercancel', this.onPopupPointerCancel);
  }

  /** The drop zone under the pointer; none while it is over a popup (the zone is hidden). */
  private popupDropZone(e: PointerEvent): PileName | null {
    const layout = this.layoutValue;
    const under = document.elementFromPoint(e.clientX, e.clientY);
    if (!layout || under?.closest('[data-pile-popup]')) return null;
    const at = this.point(e);
    return dropZoneAt(layout, at.x, at.y);
  }

  /** Draws (or removes) the dragged popup card under the pointer, on the canvas. */
  private placeGhost(): void {
    const drag = this.drag;
    const layout = this.layoutValue;
    const view = this.store.getState().view;
    const card = drag.kind === 'dragging' && view ? findCard(view, drag.subject.uuid) : null;
    if (this.dragFrom !== 'popup' || !layout || !card || drag.kind !== 'dragging') {
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
    const picture = boardFace(card, this.options.cardImageBase ?? null);
    const texture = this.textures.get(picture, layout.cardW, layout.cardH, this.resolution());
    const key = texture ? `${picture.key}@${texture.uid}` : '';
    if (key !== ghost.faceKey) ghost.setFace(texture, key, false);
    ghost.position.set(drag.at.x - layout.cardW / 2, drag.at.y - layout.cardH / 2);
  }

  // ---- the gesture ---------------------------------------------------------------------------

  private dispatch(event: DragEvent): void {
    const before = this.drag;
    const step = dragStep(this.drag, event);
    this.drag = step.state;
    this.updateDragVisual(before);
    this.apply(step.effect);
  }

  private updateDragVisual(before: DragState): void {
    const after = this.drag;
    if (after.kind === 'dragging') {
      if (this.dragFrom === 'popup') this.placeGhost();
      else this.liftCard(after.subject.uuid, after.start, after.at);
    } else if (before.kind === 'dragging') {
      this.placeGhost();
      this.settleCard(before.subject.uuid);
    } else {
      return;
    }
    this.drawZones();
    this.invalidate();
  }

  /** A card of the table (with the dice on it) follows the pointer above everything else. */
  private liftCard(uuid: string, start: Point, at: Point): void {
    const dx = at.x - start.x;
    const dy = at.y - start.y;
    const slot = this.layoutValue?.cards.find((c) => c.card.uuid === uuid);
    const node = this.cards.get(uuid);
    if (!slot || !node) return;
    const lifted: [CardNode | DieNode, Rect][] = [[node, slot]];
    for (const die of this.layoutValue?.dice ?? []) {
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
    const slot = this.layoutValue?.cards.find((c) => c.card.uuid === uuid);
    if (node) {
      this.cardLayer.addChild(node);
      node.alpha = 1;
      if (slot) this.moveTo(node, slot.x, slot.y, performance.now());
    }
    for (const die of this.layoutValue?.dice ?? []) {
      const dieNode = die.host === uuid ? this.dice.get(die.die.uuid) : undefined;
      if (!dieNode) continue;
      this.diceLayer.addChild(dieNode);
      dieNode.alpha = 1;
      this.moveTo(dieNode, die.x, die.y, performance.now());
    }
  }

  private apply(effect: DragEffect): void {
    const state = this.store.getState();
    const view = state.view;
    if (effect.kind === 'drop') {
      this.options.send({
        type: 'drop',
        uuid: effect.uuid,
        source: effect.source,
        target: effect.target,
      });
    } else if (effect.kind === 'click' && view && this.dragFrom === 'table') {
      // A press on a popup card that ends as a click is left to the popup's own click handler.
      const slot = this.layoutValue?.cards.find((c) => c.card.uuid === effect.uuid);
      if (!slot) return;
      const me = view.viewer ? view.players[view.viewer] : undefined;
      const intent = cardClickIntent({
        card: slot.card,
        pile: slot.pile,
        ownRow: slot.ownRow,
        manualMode: view.manualMode,
        inspectionCard: me ? me.inspectionCard : undefined,
      });
      if (intent === 'inspect') this.options.send({ type: 'inspectCard', uuid: effect.uuid });
      else if (intent === 'closeInspector') this.options.send({ type: 'closeInspector' });
      else if (intent === 'menu') {
        state.setUi({
          menuCard: state.ui.menuCard === effect.uuid ? null : effect.uuid,
          menuDie: null,
        });
      } else this.options.send({ type: 'cardClicked', uuid: effect.uuid });
    }
  }

  /** The on-screen rectangle (page coordinates) of a card, for tests and overlays. */
  cardRect(uuid: string): Rect | null {
    const slot = this.layoutValue?.cards.find((c) => c.card.uuid === uuid);
    if (!slot) return null;
    const rect = this.app.canvas.getBoundingClientRect();
    return { x: rect.left + slot.x, y: rect.top + slot.y, w: slot.w, h: slot.h };
  }

  /** The on-screen rectangle (page coordinates) of a die. */
  dieRect(uuid: string): Rect | null {
    const slot = this.layoutValue?.dice.find((d) => d.die.uuid === uuid);
    if (!slot) return null;
    const rect = this.app.canvas.getBoundingClientRect();
    return { x: rect.left + slot.x, y: rect.top + slot.y, w: slot.w, h: slot.h };
  }

  destroy(): void {
    this.destroyed = true;
    if (this.frame) cancelAnimationFrame(this.frame);
    this.unsubscribe();
    this.resizeObserver?.disconnect();
    this.stopWatchingPixelRatio();
    const c = this.app.canvas;
    c.removeEventListener('pointerdown', this.onPointerDown);
    c.removeEventListener('pointermove', this.onPointerMove);
    c.removeEventListener('pointerup', this.onPointerUp);
    c.removeEventListener('pointerleave', this.onPointerLeave);
    c.removeEventListener('contextmenu', this.onContextMenu);
    this.host.removeEventListener('pointerdown', this.onPopupPointerDown);
    this.stopFollowingPopupDrag();
    this.textures.destroy();
    this.badges.destroy();
    this.app.destroy(true, { children: true });
  }
}

/** A card of a pile popup, as the popup marks it (data-uuid, data-drag-pile, data-drag-owner). */
interface PopupCardRef {
  uuid: string;
  pile: PileName;
  owner: string;
}

/** The draggable popup card an event started on; the popup marks only cards that may drag. */
function popupCardAt(target: EventTarget | null): PopupCardRef | null {
  if (!(target instanceof Element)) return null;
  const element = target.closest('[data-drag-pile]');
  if (!(element instanceof HTMLElement)) return null;
  const { uuid, dragPile, dragOwner } = element.dataset;
  const pile = PILE_NAMES.find((p) => p === dragPile);
  return uuid && pile && dragOwner ? { uuid, pile, owner: dragOwner } : null;
}

/** The popup card in the current view (a stale popup card is not dragged). */
function popupCard(view: GameView, ref: PopupCardRef): CardView | undefined {
  const player = view.players[ref.owner];
  return player ? pileCards(player, ref.pile).find((c) => c.uuid === ref.uuid) : undefined;
}

/** Stops the click the browser fires right after a pointer release (in the same task). */
function swallowNextClick(): void {
  const swallow = (e: MouseEvent) => {
    e.stopPropagation();
    e.preventDefault();
  };
  window.addEventListener('click', swallow, { capture: true, once: true });
  setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
}

export function togglePile(store: GameStore, owner: string, pile: PileName): void {
  const state = store.getState();
  const key = pileKey(owner, pile);
  const opened = state.ui.openedPiles.includes(key);
  const view = state.view;
  const cards = view?.players[owner] ? pileCards(view.players[owner], pile) : [];
  const autoOpen = cards.some((c) => c.selectable) && !state.ui.dismissedPiles.includes(key);
  if (opened || autoOpen) {
    state.setUi({
      openedPiles: state.ui.openedPiles.filter((k) => k !== key),
      dismissedPiles: autoOpen ? [...state.ui.dismissedPiles, key] : state.ui.dismissedPiles,
    });
  } else {
    state.setUi({
      openedPiles: [...state.ui.openedPiles, key],
      dismissedPiles: state.ui.dismissedPiles.filter((k) => k !== key),
    });
  }
}

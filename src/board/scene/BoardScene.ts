/**
 * The PixiJS table, drawn on demand: nothing renders while nothing changes. A change of the game
 * view (or of the board's layout inputs) marks the scene dirty and asks for one animation frame;
 * frames keep coming only while a card transition (300 ms) runs. This class owns the Pixi
 * application, its size and pixel ratio and the frame loop; `TableView` draws, `PointerInput`
 * handles the pointer, `SceneProbe` answers tests.
 */
import { Application, Ticker } from 'pixi.js';
import type { GameCommand, PileName } from '../../protocol/game';
import { computeLayout } from '../layout/layout';
import type { BoardLayout } from '../layout/layout';
import { cardScale } from '../logic/rules';
import type { GameStore } from '../store/gameStore';
import type { CardCatalogue } from './cardFace';
import { clickPile, pruneDismissals } from './pileToggle';
import { PointerInput } from './PointerInput';
import { SceneProbe } from './probe';
import { TableView } from './TableView';

export type { SceneMark } from './probe';

export interface SceneOptions {
  send(command: GameCommand): void;
  cardImageBase?: string | null;
  /** Game format, for chain icons (unknown formats show them). */
  format?: string | null;
  /** Told whenever the layout changes (the DOM overlays follow it). */
  onLayout?: (layout: BoardLayout) => void;
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
  readonly probe: SceneProbe;
  private readonly table: TableView;
  private readonly input: PointerInput;
  private layoutValue: BoardLayout | null = null;
  private dirty = true;
  private frame = 0;
  private unsubscribe: () => void = () => undefined;
  private resizeObserver: ResizeObserver | null = null;
  private stopWatchingPixelRatio: () => void = () => undefined;
  private size = { width: 0, height: 0 };
  private destroyed = false;

  private constructor(
    private readonly app: Application,
    private readonly host: HTMLElement,
    private readonly store: GameStore,
    private readonly options: SceneOptions,
  ) {
    // Read at each move, so a change of the system setting counts from the next update on.
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    this.table = new TableView({
      cardImageBase: options.cardImageBase ?? null,
      format: options.format ?? null,
      onTextureReady: () => this.markDirty(),
      reducedMotion: () => reducedMotion?.matches ?? false,
    });
    app.stage.addChild(this.table.root);
    const layout = () => this.layoutValue;
    this.probe = new SceneProbe(app.canvas, this.table, layout);
    this.input = new PointerInput({
      canvas: app.canvas,
      host,
      store,
      table: this.table,
      send: options.send,
      layout,
      resolution: () => app.renderer.resolution,
      invalidate: () => this.invalidate(),
    });
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
    return this.table.pendingTextures;
  }

  get canvas(): HTMLCanvasElement {
    return this.app.canvas;
  }

  /** The printed cards to draw faces from (text, cost); the table redraws with them. */
  setCatalogue(catalogue: CardCatalogue): void {
    if (this.table.catalogue === catalogue) return;
    this.table.catalogue = catalogue;
    this.markDirty();
  }

  /** Toggles a pile's popup, or reports the click when the player may select the deck. */
  pileClicked(owner: string, pile: PileName, ownRow: boolean): void {
    clickPile(this.store, this.options.send, owner, pile, ownRow);
  }

  private attach(): void {
    let last = this.store.getState();
    this.unsubscribe = this.store.subscribe((state) => {
      if (state.view !== last.view) pruneDismissals(state);
      if (
        state.view !== last.view ||
        state.viewSettings.cardSize !== last.viewSettings.cardSize ||
        state.viewSettings.compactLayout !== last.viewSettings.compactLayout ||
        state.viewSettings.leftMode !== last.viewSettings.leftMode ||
        state.ui.handFirst !== last.ui.handFirst ||
        state.ui.streamer !== last.ui.streamer ||
        state.ui.openedPiles !== last.ui.openedPiles
      ) {
        this.markDirty();
      }
      last = state;
    });
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(this.host);
    this.watchPixelRatio();
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
    const animating = this.table.stepMotions(now);
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

  private sync(now: number): void {
    const t0 = performance.now();
    this.dirty = false;
    this.stats.syncs += 1;
    const state = this.store.getState();
    const view = state.view;
    if (!view) {
      this.layoutValue = null;
      this.table.clear();
      return;
    }
    const layout = computeLayout(view, {
      width: this.size.width,
      height: this.size.height,
      cardScale: cardScale(state.viewSettings.cardSize),
      handFirst: state.ui.handFirst,
      compact: state.viewSettings.compactLayout,
      streamer: state.ui.streamer,
      promptSide: state.ui.streamer ? null : state.viewSettings.leftMode ? 'left' : 'right',
    });
    this.layoutValue = layout;
    this.stats.lastLayoutMs = performance.now() - t0;
    this.stats.lastCardsMs = this.table.sync(
      layout,
      state,
      view,
      now,
      this.app.renderer.resolution,
    );
    this.stats.lastSyncMs = performance.now() - t0;
    const t2 = performance.now();
    this.options.onLayout?.(layout);
    this.stats.lastOverlayMs = performance.now() - t2;
  }

  destroy(): void {
    this.destroyed = true;
    if (this.frame) cancelAnimationFrame(this.frame);
    this.unsubscribe();
    this.resizeObserver?.disconnect();
    this.stopWatchingPixelRatio();
    this.input.detach();
    this.table.destroy();
    this.app.destroy(true, { children: true });
  }
}

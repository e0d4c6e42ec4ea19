/**
 * Pointer input on the table: presses, moves and releases on the canvas and on pile popup cards
 * are fed to the drag gesture machine (`logic/dragMachine.ts`), whose effects become game
 * commands (a click, a drop); hovering sets the zoom, a right click alt-clicks. Hit testing
 * reads the layout, not Pixi's event system, so no ticker runs for input.
 */
import type { GameCommand, PileName } from '../../protocol/game';
import type { CardView, GameView } from '../../protocol/game-view';
import { PILE_NAMES } from '../../protocol/game';
import { dropZoneAt, hitTest, pileCards } from '../layout/layout';
import type { BoardLayout } from '../layout/layout';
import { cardClickIntent } from '../logic/cardClick';
import { IDLE, dragStep } from '../logic/dragMachine';
import type { DragEffect, DragEvent, DragState, Point } from '../logic/dragMachine';
import { popupDragPermission } from '../logic/dragMatrix';
import { isSpectator } from '../logic/rules';
import type { GameStore } from '../store/gameStore';
import { clickPile } from './pileToggle';
import type { TableView } from './TableView';

export interface InputSeams {
  canvas: HTMLCanvasElement;
  /** The board's host element: pile popups inside it start drags too. */
  host: HTMLElement;
  store: GameStore;
  table: TableView;
  send(command: GameCommand): void;
  layout(): BoardLayout | null;
  resolution(): number;
  /** Asks for a frame. */
  invalidate(): void;
}

export class PointerInput {
  private drag: DragState = IDLE;
  /** Where the current gesture began: a card on the canvas or a card in a pile popup (DOM). */
  private dragFrom: 'table' | 'popup' = 'table';

  constructor(private readonly seams: InputSeams) {
    const c = seams.canvas;
    c.addEventListener('pointerdown', this.onPointerDown);
    c.addEventListener('pointermove', this.onPointerMove);
    c.addEventListener('pointerup', this.onPointerUp);
    c.addEventListener('pointerleave', this.onPointerLeave);
    c.addEventListener('contextmenu', this.onContextMenu);
    seams.host.addEventListener('pointerdown', this.onPopupPointerDown);
  }

  /** Whether a drag is under way (the zoom stays away meanwhile). */
  get dragging(): boolean {
    return this.drag.kind === 'dragging';
  }

  detach(): void {
    const c = this.seams.canvas;
    c.removeEventListener('pointerdown', this.onPointerDown);
    c.removeEventListener('pointermove', this.onPointerMove);
    c.removeEventListener('pointerup', this.onPointerUp);
    c.removeEventListener('pointerleave', this.onPointerLeave);
    c.removeEventListener('contextmenu', this.onContextMenu);
    this.seams.host.removeEventListener('pointerdown', this.onPopupPointerDown);
    this.stopFollowingPopupDrag();
  }

  private point(e: PointerEvent | MouseEvent): Point {
    const rect = this.seams.canvas.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  }

  private readonly onPointerDown = (e: PointerEvent): void => {
    if (e.button !== 0) return;
    const { store, send } = this.seams;
    const layout = this.seams.layout();
    const view = store.getState().view;
    if (!layout || !view) return;
    const at = this.point(e);
    const hit = hitTest(layout, at.x, at.y);
    if (hit.kind === 'card') {
      const slot = hit.slot;
      if (slot.card.facedown && !slot.ownRow) return;
      this.seams.canvas.setPointerCapture?.(e.pointerId);
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
        const ui = store.getState().ui;
        store
          .getState()
          .setUi({ menuDie: ui.menuDie === die.uuid ? null : die.uuid, menuCard: null });
      } else {
        send({ type: 'dieClicked', uuid: die.uuid });
      }
    } else if (hit.kind === 'pile') {
      clickPile(store, send, hit.slot.owner, hit.slot.pile, hit.slot.ownRow);
    }
  };

  private readonly onPointerMove = (e: PointerEvent): void => {
    const layout = this.seams.layout();
    if (!layout) return;
    const at = this.point(e);
    if (this.drag.kind !== 'idle') {
      if (this.dragFrom === 'table')
        this.dispatch({ type: 'move', at, over: dropZoneAt(layout, at.x, at.y) });
      return;
    }
    const hit = hitTest(layout, at.x, at.y);
    const zoom = hit.kind === 'card' && !hit.slot.card.facedown ? hit.slot.card.uuid : null;
    const state = this.seams.store.getState();
    // The zoom sits beside the pointer where it entered the card (no React work per move).
    if (state.ui.zoomCard !== zoom) state.setUi({ zoomCard: zoom, zoomAt: zoom ? at : null });
    this.seams.canvas.style.cursor = hit.kind === 'none' ? 'default' : 'pointer';
  };

  private readonly onPointerUp = (e: PointerEvent): void => {
    const layout = this.seams.layout();
    if (!layout || this.drag.kind === 'idle' || this.dragFrom !== 'table') return;
    const at = this.point(e);
    this.dispatch({ type: 'up', over: dropZoneAt(layout, at.x, at.y) });
  };

  private readonly onPointerLeave = (): void => {
    const state = this.seams.store.getState();
    if (state.ui.zoomCard) state.setUi({ zoomCard: null });
  };

  private readonly onContextMenu = (e: MouseEvent): void => {
    const layout = this.seams.layout();
    if (!layout) return;
    const at = this.point(e);
    const hit = hitTest(layout, at.x, at.y);
    if (hit.kind === 'card' && hit.slot.ownRow) {
      e.preventDefault();
      this.seams.send({ type: 'cardAltClicked', uuid: hit.slot.card.uuid });
    }
  };

  // ---- dragging cards out of pile popups ----------------------------------------------------

  /** A press on a draggable card of a pile popup enters the same gesture as a canvas card. */
  private readonly onPopupPointerDown = (e: PointerEvent): void => {
    if (e.button !== 0 || this.drag.kind !== 'idle') return;
    const view = this.seams.store.getState().view;
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
    const layout = this.seams.layout();
    const under = document.elementFromPoint(e.clientX, e.clientY);
    if (!layout || under?.closest('[data-pile-popup]')) return null;
    const at = this.point(e);
    return dropZoneAt(layout, at.x, at.y);
  }

  // ---- the gesture ---------------------------------------------------------------------------

  private dispatch(event: DragEvent): void {
    const before = this.drag;
    const step = dragStep(this.drag, event);
    this.drag = step.state;
    if ((this.drag.kind === 'dragging') !== (before.kind === 'dragging')) {
      // The zoom would pop up under the dragged card: it stays away until the drag ends.
      this.seams.store
        .getState()
        .setUi({ dragging: this.drag.kind === 'dragging', zoomCard: null });
    }
    if (this.drag.kind === 'dragging' || before.kind === 'dragging') {
      this.seams.table.showDrag(
        { drag: this.drag, fromPopup: this.dragFrom === 'popup' },
        before,
        this.seams.resolution(),
      );
      this.seams.invalidate();
    }
    this.apply(step.effect);
  }

  private apply(effect: DragEffect): void {
    const { store, send } = this.seams;
    const state = store.getState();
    const view = state.view;
    if (effect.kind === 'drop') {
      send({ type: 'drop', uuid: effect.uuid, source: effect.source, target: effect.target });
    } else if (effect.kind === 'click' && view && this.dragFrom === 'table') {
      // A press on a popup card that ends as a click is left to the popup's own click handler.
      const slot = this.seams.layout()?.cards.find((c) => c.card.uuid === effect.uuid);
      if (!slot) return;
      const me = view.viewer ? view.players[view.viewer] : undefined;
      const intent = cardClickIntent({
        card: slot.card,
        pile: slot.pile,
        ownRow: slot.ownRow,
        manualMode: view.manualMode,
        inspectionCard: me ? me.inspectionCard : undefined,
      });
      if (intent === 'inspect') send({ type: 'inspectCard', uuid: effect.uuid });
      else if (intent === 'closeInspector') send({ type: 'closeInspector' });
      else if (intent === 'menu') {
        state.setUi({
          menuCard: state.ui.menuCard === effect.uuid ? null : effect.uuid,
          menuDie: null,
        });
      } else send({ type: 'cardClicked', uuid: effect.uuid });
    }
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

/**
 * The board's store: the current game view plus the board's own UI state (zoom, open piles,
 * hand window, settings). The app creates one per game with `createGameStore()`, puts every
 * `gamestate` into it with `setView` (or the `gamesync`/`gamepatch` messages of a connection
 * that asked for patches with `receiveSync`/`receivePatch`, see `view-stream.ts`), and hands
 * it to the board together with `send`.
 */
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { PileName } from '../../protocol/game';
import type { GameView } from '../../protocol/game-view';
import type { CardSizeName } from '../logic/rules';
import { ViewStream } from './view-stream';
import type { StreamResult } from './view-stream';

export type ConnectionStatus =
  | 'connecting'
  | 'connected'
  | 'disconnected'
  | 'reconnecting'
  | 'reconnected'
  | 'connect failed'
  | 'closed';

export interface ViewSettings {
  leftMode: boolean;
  compactLayout: boolean;
  cardSize: CardSizeName;
}

/** A pile whose popup is shown; `byHand` when the user opened it (it then stays open). */
export interface PileKey {
  player: string;
  pile: PileName;
}

export interface BoardUiState {
  /** Card shown enlarged (hover), by uuid. */
  zoomCard: string | null;
  /** Where the pointer was (table coordinates) when the zoomed card was entered. */
  zoomAt: { x: number; y: number } | null;
  /** A card is being dragged: no zoom pops up under it (hovering a popup card included). */
  dragging: boolean;
  /** Pile popups opened by hand, as `player:pile`. */
  openedPiles: string[];
  /** Pile popups closed by hand although they hold selectable cards. */
  dismissedPiles: string[];
  /** First visible hand card. */
  handFirst: number;
  /** Card whose menu is open. */
  menuCard: string | null;
  /** Die whose menu is open. */
  menuDie: string | null;
  settingsOpen: boolean;
  manualPanelOpen: boolean;
  deckNotesOpen: boolean;
  diceHistoryOpen: boolean;
  winSplashClosed: boolean;
  /** This player has sent their deck for the agreed rematch. */
  rematchDeckChosen: boolean;
  /** The rematch deck picker was closed without a choice (the splash reopens it). */
  rematchPickerClosed: boolean;
  /** Streamer view: only the table, large cards and the last action (logic/streamer.ts). */
  streamer: boolean;
}

export interface GameStoreState {
  view: GameView | null;
  connection: ConnectionStatus;
  /** Usernames typing in chat (other than the viewer). */
  opponentTyping: boolean;
  /** Custom game background chosen by the user (logged-in users only). */
  background: string;
  viewSettings: ViewSettings;
  deckNotes: string | null;
  /** Whether the viewer is logged in (the board shows the custom background only then). */
  loggedIn: boolean;
  ui: BoardUiState;
  setView(view: GameView | null): void;
  /**
   * Takes a node's whole view (`gamesync`) or patch (`gamepatch`) for a client that asked
   * for patches; false when it did not fit and the connection must ask for a resync.
   */
  receiveSync(payload: unknown): boolean;
  receivePatch(payload: unknown): boolean;
  setConnection(status: ConnectionStatus): void;
  setViewSettings(settings: Partial<ViewSettings>): void;
  setUi(patch: Partial<BoardUiState>): void;
}

export type GameStore = StoreApi<GameStoreState>;

export const INITIAL_UI: BoardUiState = {
  zoomCard: null,
  zoomAt: null,
  dragging: false,
  openedPiles: [],
  dismissedPiles: [],
  handFirst: 0,
  menuCard: null,
  menuDie: null,
  settingsOpen: false,
  manualPanelOpen: false,
  deckNotesOpen: false,
  diceHistoryOpen: false,
  winSplashClosed: false,
  rematchDeckChosen: false,
  rematchPickerClosed: false,
  streamer: false,
};

export interface GameStoreInit {
  view?: GameView | null;
  viewSettings?: Partial<ViewSettings>;
  background?: string;
  deckNotes?: string | null;
  loggedIn?: boolean;
}

export function createGameStore(init: GameStoreInit = {}): GameStore {
  const stream = new ViewStream();
  return createStore<GameStoreState>((set, get) => ({
    view: init.view ?? null,
    connection: 'connected',
    opponentTyping: false,
    background: init.background ?? 'ashesreborn',
    deckNotes: init.deckNotes ?? null,
    loggedIn: init.loggedIn ?? true,
    viewSettings: { leftMode: true, compactLayout: true, cardSize: 'normal', ...init.viewSettings },
    ui: INITIAL_UI,
    // A view without a winner (a replay stepped back from its end) lets the win splash show
    // again when the end comes back.
    setView: (view) =>
      set((s) =>
        view?.winner || !s.ui.winSplashClosed
          ? { view }
          : { view, ui: { ...s.ui, winSplashClosed: false } },
      ),
    receiveSync: (payload) => takeStreamed(stream.sync(payload), get().setView),
    receivePatch: (payload) => takeStreamed(stream.patch(payload), get().setView),
    setConnection: (connection) => set({ connection }),
    setViewSettings: (settings) =>
      set((s) => ({ viewSettings: { ...s.viewSettings, ...settings } })),
    setUi: (patch) => set((s) => ({ ui: { ...s.ui, ...patch } })),
  }));
}

function takeStreamed(result: StreamResult, setView: (view: GameView) => void): boolean {
  if (result === 'resync') return false;
  setView(result);
  return true;
}

/** The viewer's deck notes: from their own entry of the view, else as the store was given them. */
export function selectDeckNotes(s: GameStoreState): string | null {
  const viewer = s.view?.viewer;
  const own = viewer ? s.view?.players[viewer]?.deckNotes : undefined;
  return own || s.deckNotes;
}

export function pileKey(player: string, pile: PileName): string {
  return `${player}:${pile}`;
}

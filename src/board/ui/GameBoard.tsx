import { Box, Paper, Typography } from '@mui/material';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { backgroundPngUrl, backgroundStyle } from '../../assets/backgrounds/sizes';
import type { BackgroundStyle } from '../../assets/backgrounds/sizes';
import type { GameCommand } from '../../protocol/game';
import type { BoardLayout, PileSlot } from '../layout/layout';
import { isSpectator, perspective } from '../logic/rules';
import { TitleBlinker, shouldBlinkTitle } from '../logic/timers';
import { SIDEBAR_WIDTH } from '../logic/panels';
import { FirstFiveChooser } from './FirstFiveChooser';
import { GuidePanel } from './GuidePanel';
import type { GuideControls } from './GuidePanel';
import { BoardScene } from '../scene/BoardScene';
import type { CardCatalogue } from '../scene/cardFace';
import type { GameStore } from '../store/gameStore';
import { Chat } from './Chat';
import { BoardContext, useBoard, useGame } from './context';
import type { BoardContextValue } from './context';
import {
  AlertPrompt,
  DeckNotes,
  DiceHistory,
  DisconnectedSplash,
  SettingsModal,
  WinSplash,
} from './Dialogs';
import { Header } from './Header';
import { ManualCommandsPanel } from './ManualCommandsPanel';
import { PromptDock } from './PromptDock';
import { PromptPanel } from './PromptPanel';
import { StatsBar } from './StatsBar';
import { LastActionCallout, StreamerHint, useStreamerShortcut } from './StreamerView';
import { CardZoom } from './overlays/CardZoom';
import { TableOverlays } from './overlays/TableOverlays';
import { Clock } from './Clock';
import { RematchDeckPicker } from './Rematch';
import type { RematchDeckSelect } from './Rematch';
import type { RatingChange } from '../../protocol/lobby';
import { isFinished } from '../logic/rules';

export interface GameBoardProps {
  /** The game store of this game (created by the app with `createGameStore`). */
  store: GameStore;
  /** Sends one game command over the game connection. */
  send(command: GameCommand): void;
  /** Called after leavegame was sent: the app closes the game connection. */
  onLeave?: () => void;
  /** A practice game's Restart (the app ends it and starts it again); absent for other games. */
  onRestart?: () => void;
  /** Called with the chat typing flag (the game connection's typing message). */
  onTyping?: (typing: boolean) => void;
  /** Base URL of card photographs (CARD_IMAGE_BASE_URL); drawn cards otherwise. */
  cardImageBase?: string | null;
  /** Game format (chain icons are hidden in firstadventure and precon). */
  format?: string | null;
  /** The replay controls, at the top of the sidebar while a replay is watched. */
  replayControls?: ReactNode;
  /** The app's deck picker for an agreed rematch (the board has no deck list). */
  selectDeck?: RematchDeckSelect;
  /** Elo before and after a ranked game, once the lobby recorded it (win splash). */
  ratingChanges?: readonly RatingChange[];
  /** The printed cards by stub, for card text and costs on drawn faces (the app's catalogue). */
  catalogue?: CardCatalogue;
  /** The guided first game's lessons, when this game is one (the app keeps the progress). */
  guide?: GuideControls;
}

declare global {
  interface Window {
    /** Read-only hooks for browser tests and the benchmark. */
    __ashtableBoard?: {
      scene: BoardScene;
      store: GameStore;
    };
  }
}

const NO_CATALOGUE: CardCatalogue = {};

/** The whole game board: header, stats bars, the PixiJS table, prompt, sidebar and overlays. */
export function GameBoard(props: GameBoardProps) {
  const { store, cardImageBase } = props;
  const catalogue = props.catalogue ?? NO_CATALOGUE;
  const send = useLatestCallback(props.send);
  const onLeave = useLatestCallback(props.onLeave);
  const onTyping = useLatestCallback(props.onTyping);
  const restart = useLatestCallback(props.onRestart);
  const onRestart = props.onRestart ? restart : undefined;
  const context = useMemo<BoardContextValue>(
    () => ({ store, send, onLeave, onRestart, cardImageBase: cardImageBase ?? null, catalogue }),
    [store, send, onLeave, onRestart, cardImageBase, catalogue],
  );
  return (
    <BoardContext.Provider value={context}>
      <BoardShell
        onTyping={onTyping}
        format={props.format ?? null}
        replayControls={props.replayControls}
        selectDeck={props.selectDeck}
        ratingChanges={props.ratingChanges}
        guide={props.guide}
      />
    </BoardContext.Provider>
  );
}

/**
 * A function that stays the same for the board's lifetime and calls the host's latest one:
 * the scene, the clocks and the prompt timer are built around `send`, and a host that passes a
 * new function on a re-render must not rebuild them (a rebuilt clock would stand still).
 */
function useLatestCallback<Args extends unknown[]>(
  callback: ((...args: Args) => void) | undefined,
): (...args: Args) => void {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current?.(...args), []);
}

/** The default table picture (game-board.md section 6), also for anonymous viewers. */
const DEFAULT_BACKGROUND = 'ashesreborn';

const TABLE_BACKGROUND =
  'radial-gradient(ellipse at 50% 45%, #3a2618 0%, #24170f 45%, #120b07 100%)';

/**
 * The picture behind the table: the user's choice (a stock name, 'none', or an uploaded
 * image's URL) when it is honoured, i.e. for a logged-in user in a started game, otherwise the
 * default. Null for none.
 */
function tableBackground(
  background: string,
  honoured: boolean,
): { url: string; style: BackgroundStyle } | null {
  const choice = honoured ? background : DEFAULT_BACKGROUND;
  if (choice === 'none') return null;
  const url = choice.includes('/') ? choice : backgroundPngUrl(choice);
  // A stock background comes in the size of the screen where the browser can choose.
  const style = backgroundStyle(
    'background',
    choice.includes('/') ? '' : choice,
    url,
    (image) => `${image} center / cover, ${TABLE_BACKGROUND}`,
  );
  return { url, style };
}

function BoardShell(props: {
  onTyping?: (typing: boolean) => void;
  format: string | null;
  replayControls?: ReactNode;
  selectDeck?: RematchDeckSelect;
  ratingChanges?: readonly RatingChange[];
  guide?: GuideControls;
}) {
  const { store, send, cardImageBase, catalogue } = useBoard();
  const view = useGame((s) => s.view);
  const compact = useGame((s) => s.viewSettings.compactLayout);
  const background = useGame((s) => s.background);
  const loggedIn = useGame((s) => s.loggedIn);
  // Streamer view: the table alone for a capture (no header, sidebar, chat, prompt or controls).
  const streamer = useGame((s) => s.ui.streamer);
  useStreamerShortcut(store);
  const tableRef = useRef<HTMLDivElement | null>(null);
  const sceneRef = useRef<BoardScene | null>(null);
  const [layout, setLayout] = useState<BoardLayout | null>(null);
  // The catalogue may arrive after the scene was built: it is handed over, not rebuilt for.
  const catalogueRef = useRef(catalogue);
  useEffect(() => {
    catalogueRef.current = catalogue;
    sceneRef.current?.setCatalogue(catalogue);
  }, [catalogue]);

  useEffect(() => {
    const host = tableRef.current;
    if (!host) return;
    let cancelled = false;
    let scene: BoardScene | null = null;
    void BoardScene.create(host, store, {
      send,
      cardImageBase,
      format: props.format,
      onLayout: setLayout,
    }).then((created) => {
      if (cancelled) {
        created.destroy();
        return;
      }
      scene = created;
      sceneRef.current = created;
      created.setCatalogue(catalogueRef.current);
      window.__ashtableBoard = { scene: created, store };
    });
    return () => {
      cancelled = true;
      scene?.destroy();
      sceneRef.current = null;
      if (window.__ashtableBoard?.store === store) delete window.__ashtableBoard;
    };
  }, [store, send, cardImageBase, props.format]);

  useTitleBlink();

  const actions = useMemo(
    () => ({
      pileClicked: (slot: PileSlot) =>
        sceneRef.current?.pileClicked(slot.owner, slot.pile, slot.ownRow),
    }),
    [],
  );

  const spectator = view ? isSpectator(view) : true;
  const { me, opponent } = view ? perspective(view) : { me: null, opponent: null };
  const table = tableBackground(background, loggedIn && view?.started === true);
  const prompt =
    me && !spectator && !streamer ? (
      <PromptPanel prompt={me.promptState} spectator={spectator} />
    ) : null;

  return (
    <Box
      data-testid="game-board"
      data-streamer={streamer}
      data-background={table?.url ?? 'none'}
      sx={{
        position: 'fixed',
        inset: 0,
        // Above the app bar: a game takes the whole window (dialogs and menus stay above it).
        zIndex: 1200,
        display: 'flex',
        flexDirection: 'column',
        color: 'text.primary',
        ...(table ? table.style : { background: TABLE_BACKGROUND }),
        userSelect: 'none',
      }}
    >
      {!streamer && <Header />}
      {opponent && <StatsBar player={opponent} controls={false} position="top" />}
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        <Box
          ref={tableRef}
          data-testid="board-table"
          sx={{ position: 'relative', flex: 1, minWidth: 0, overflow: 'hidden' }}
        >
          <TableOverlays layout={layout} actions={actions} />
          {prompt && <PromptDock layout={layout}>{prompt}</PromptDock>}
          <CardZoom />
          <DisconnectedSplash />
          {streamer && <LastActionCallout />}
          {streamer && <StreamerHint />}
        </Box>
        {!streamer && (
          <Paper
            square
            elevation={0}
            sx={{
              width: compact ? SIDEBAR_WIDTH.compact : SIDEBAR_WIDTH.normal,
              flexShrink: 0,
              display: 'flex',
              flexDirection: 'column',
              bgcolor: 'rgba(14, 10, 8, 0.88)',
              borderLeft: '1px solid rgba(224,146,60,0.25)',
              minHeight: 0,
            }}
          >
            {props.replayControls && (
              <Box sx={{ p: 1, borderBottom: '1px solid rgba(224,146,60,0.2)' }}>
                {props.replayControls}
              </Box>
            )}
            <Sidebar compact={compact} />
            <Chat onTyping={props.onTyping} />
          </Paper>
        )}
      </Box>
      {me && <StatsBar player={me} controls={!spectator && !streamer} position="bottom" />}
      <SettingsModal />
      <FirstFiveChooser />
      <WinSplash
        canSelectDeck={props.selectDeck !== undefined}
        ratingChanges={props.ratingChanges}
      />
      <RematchDeckPicker selectDeck={props.selectDeck} />
      {view && <AlertPrompt view={view} />}
      {!streamer && <ManualCommandsPanel />}
      <DeckNotes />
      <DiceHistory />
      {props.guide && !spectator && !streamer && <GuidePanel guide={props.guide} />}
    </Box>
  );
}

/** Card log (the last 3 earlier entries on small screens) and both players' clocks. */
function Sidebar({ compact }: { compact: boolean }) {
  const view = useGame((s) => s.view);
  if (!view) return null;
  const small = compact || window.innerHeight < 800;
  const log = view.cardLog;
  const latest = log[log.length - 1];
  const earlier = log.slice(0, -1).slice(small ? -3 : -8);
  return (
    <Box sx={{ p: 1, borderBottom: '1px solid rgba(224,146,60,0.2)' }} data-testid="sidebar">
      <Box sx={{ display: 'flex', gap: 2, mb: 0.5 }}>
        {Object.values(view.players).map((p) =>
          p.clock.type === 'none' ? null : (
            <Typography key={p.name} variant="body2" component="div">
              <Clock clock={p.clock} finished={isFinished(view)} own={false} label={p.name} />
            </Typography>
          ),
        )}
      </Box>
      <Typography variant="caption" color="text.secondary">
        Card log
      </Typography>
      {latest && (
        <Typography variant="body2" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {latest.name}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            ({latest.player})
          </Typography>
        </Typography>
      )}
      {earlier.reverse().map((entry, i) => (
        <Typography key={i} variant="caption" component="div" color="text.secondary">
          {entry.name} ({entry.player})
        </Typography>
      ))}
    </Box>
  );
}

function setDocumentTitle(title: string): void {
  document.title = title;
}

/** Blinks the tab title with 'Alert!' while unfocused on the viewer's turn. */
function useTitleBlink() {
  const active = useGame((s) => {
    const v = s.view;
    if (!v || !v.viewer) return false;
    return v.activePlayerTurn === v.viewer && Object.keys(v.players).length >= 2;
  });
  const [focused, setFocused] = useState(() => document.hasFocus());
  const blinker = useMemo(() => new TitleBlinker(setDocumentTitle), []);
  const title = useRef(document.title);
  const onFocus = useCallback(() => setFocused(true), []);
  const onBlur = useCallback(() => setFocused(false), []);
  useEffect(() => {
    window.addEventListener('focus', onFocus);
    window.addEventListener('blur', onBlur);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('blur', onBlur);
    };
  }, [onFocus, onBlur]);
  useEffect(() => {
    blinker.set(shouldBlinkTitle(focused, active, active ? 2 : 0), title.current);
  }, [blinker, focused, active]);
  useEffect(() => () => blinker.set(false, title.current), [blinker]);
}

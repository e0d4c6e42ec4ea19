import { Box, CircularProgress, Typography } from '@mui/material';
import { Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import type { GameCommand } from '../../../protocol/game';
import type { RatingChange } from '../../../protocol/lobby';
import type { GameStore } from '../../../board/store/gameStore';
import type { GuideControls, RematchDeckSelect } from '../../../board';
import { SIDEBAR_WIDTH } from '../../../board/logic/panels';
import { useCardsStore } from '../../stores/cards';
import { useToastStore } from '../../stores/toasts';
import { LazyGameBoard } from './LazyGameBoard';
import { useStreamerAddress } from './streamer-address';

export const NOT_LOGGED_IN_TEXT = 'You are not logged in, redirecting...';
export const WAITING_FOR_SERVER_TEXT = 'Waiting for server...';
export const WAITING_FOR_PLAYERS_TEXT = 'Waiting for game to have players or close...';

function Waiting({ text }: { text: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', gap: 2 }} role="status">
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress size={28} sx={{ mb: 2 }} />
        <Typography>{text}</Typography>
      </Box>
    </Box>
  );
}

export interface GameScreenProps {
  store: GameStore;
  send(command: GameCommand): void;
  loggedIn: boolean;
  onLeave?: () => void;
  /** A practice game's Restart; absent for every other game. */
  onRestart?: () => void;
  onTyping?: (typing: boolean) => void;
  cardImageBase?: string | null;
  format?: string | null;
  /** The replay controls for the board's sidebar, while a replay is watched. */
  replayControls?: ReactNode;
  /** The deck picker the board shows for an agreed rematch (live games only). */
  selectDeck?: RematchDeckSelect;
  /** Elo before and after a ranked game, for the win splash. */
  ratingChanges?: readonly RatingChange[];
  /** The guided first game's lessons, when this is the account's guided game. */
  guide?: GuideControls;
}

/** The in-game screen: its waiting states, then the lazily loaded board. */
export function GameScreen(props: GameScreenProps) {
  const navigate = useNavigate();
  const view = useStore(props.store, (s) => s.view);
  // The board draws card text and costs from the catalogue; it keeps playing while it loads.
  const catalogue = useCardsStore((s) => s.cards);
  useEffect(() => void useCardsStore.getState().load(), []);
  useStreamerAddress(props.store);
  // Toasts (a refused command) stay clear of the board's sidebar and its card log.
  useEffect(() => {
    useToastStore.getState().setRightInset(SIDEBAR_WIDTH.normal);
    return () => useToastStore.getState().setRightInset(0);
  }, []);
  useEffect(() => {
    if (!props.loggedIn) navigate('/');
  }, [props.loggedIn, navigate]);
  if (!props.loggedIn) return <Waiting text={NOT_LOGGED_IN_TEXT} />;
  if (!view || !view.started) return <Waiting text={WAITING_FOR_SERVER_TEXT} />;
  if (Object.keys(view.players).length === 0) return <Waiting text={WAITING_FOR_PLAYERS_TEXT} />;
  return (
    <Suspense fallback={<Waiting text={WAITING_FOR_SERVER_TEXT} />}>
      <LazyGameBoard
        store={props.store}
        send={props.send}
        onLeave={props.onLeave}
        onRestart={props.onRestart}
        onTyping={props.onTyping}
        cardImageBase={props.cardImageBase}
        format={props.format}
        replayControls={props.replayControls}
        selectDeck={props.selectDeck}
        ratingChanges={props.ratingChanges}
        catalogue={catalogue}
        guide={props.guide}
      />
    </Suspense>
  );
}

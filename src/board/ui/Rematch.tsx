import { Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { REMATCH_CHAT, rematchButtonText, rematchNote, rematchStage } from '../logic/rematch';
import type { RematchStage } from '../logic/rematch';
import { useBoard, useGame } from './context';

/** What the board hands the app's deck picker for the rematch. */
export interface RematchDeckSelectProps {
  /** The lobby took the deck: the board waits for the opponent's. */
  onChosen(): void;
  /** Closed without a choice: the win splash offers it again. */
  onClose(): void;
}

/** The app's deck picker (the board has no deck list of its own). */
export type RematchDeckSelect = (props: RematchDeckSelectProps) => ReactNode;

function useRematchStage(): RematchStage {
  const view = useGame((s) => s.view);
  return view ? rematchStage(view) : { kind: 'none' };
}

/** The win splash's rematch line: who asked, what is awaited, or why it was called off. */
export function RematchNote() {
  const stage = useRematchStage();
  const deckChosen = useGame((s) => s.ui.rematchDeckChosen);
  const note = rematchNote(stage, deckChosen);
  if (!note) return null;
  return (
    <Typography
      variant="body2"
      sx={{ mt: 2, textAlign: 'center' }}
      color={stage.kind === 'calledOff' ? 'error' : 'text.secondary'}
      data-testid="rematch-note"
    >
      {note}
    </Typography>
  );
}

/** Rematch / Accept rematch (the same as typing /rematch), then Choose your deck. */
export function RematchButton({ canSelectDeck }: { canSelectDeck: boolean }) {
  const { send, store } = useBoard();
  const stage = useRematchStage();
  const deckChosen = useGame((s) => s.ui.rematchDeckChosen);
  const text = rematchButtonText(stage, deckChosen);
  if (!text || (stage.kind === 'choosing' && !canSelectDeck)) return null;
  const press = () => {
    if (stage.kind === 'choosing') store.getState().setUi({ rematchPickerClosed: false });
    else send({ type: 'chat', text: REMATCH_CHAT });
  };
  return (
    <Button variant="outlined" onClick={press} data-testid="rematch-button">
      {text}
    </Button>
  );
}

/** The app's deck picker while the agreed rematch waits for this player's deck. */
export function RematchDeckPicker({ selectDeck }: { selectDeck?: RematchDeckSelect }) {
  const { store } = useBoard();
  const stage = useRematchStage();
  const chosen = useGame((s) => s.ui.rematchDeckChosen);
  const closed = useGame((s) => s.ui.rematchPickerClosed);
  if (!selectDeck || stage.kind !== 'choosing' || chosen || closed) return null;
  return selectDeck({
    onChosen: () => store.getState().setUi({ rematchDeckChosen: true }),
    onClose: () => store.getState().setUi({ rematchPickerClosed: true }),
  });
}

import { Box, Button, IconButton, Paper, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import type { CardView, GameView } from '../../../protocol/game-view';
import type { BoardLayout, PileSlot } from '../../layout/layout';
import { pileCards } from '../../layout/layout';
import { dragTargets, popupDragPermission } from '../../logic/dragMatrix';
import { BASE_CARD, TABLE_CARD_SCALE, groupCards, isSpectator, popupOpen } from '../../logic/rules';
import { firstFiveChoice } from '../../logic/firstFive';
import { pileKey } from '../../store/gameStore';
import { useBoard, useGame } from '../context';
import { PopupCard } from './PopupCard';

const POPUP_SIZES = [0.6, 1, 1.4, 2];

/** The cards of a pile, grouped, in a popup beside it (opened by hand or by a choice inside). */
export function PilePopup({
  slot,
  view,
  layout,
}: {
  slot: PileSlot;
  view: GameView;
  layout: BoardLayout;
}) {
  const { store, send } = useBoard();
  const key = pileKey(slot.owner, slot.pile);
  const opened = useGame((s) => s.ui.openedPiles.includes(key));
  const dismissed = useGame((s) => s.ui.dismissedPiles.includes(key));
  const [size, setSize] = useState(1);
  const player = view.players[slot.owner];
  const cards = player ? pileCards(player, slot.pile) : [];
  // The first five has a chooser of its own: the deck's popup does not open for it.
  const chooser = ownDeckChoosing(slot, view);
  const open = opened || (!dismissed && !chooser && popupOpen(cards, false));
  const ownDeck = slot.ownRow && slot.pile === 'deck' && !isSpectator(view);
  useReportDeckShown(ownDeck && open);
  if (!player || !open) return null;
  const scale = POPUP_SIZES[size] ?? 1;
  const w = BASE_CARD.width * TABLE_CARD_SCALE * scale;
  const close = () => {
    const ui = store.getState().ui;
    store.getState().setUi({
      openedPiles: ui.openedPiles.filter((k) => k !== key),
      dismissedPiles: [...ui.dismissedPiles.filter((k) => k !== key), key],
    });
  };
  const top = slot.ownRow ? undefined : slot.y + slot.h + 6;
  const bottom = slot.ownRow ? layout.height - slot.y + 6 : undefined;
  return (
    <Paper
      elevation={12}
      data-testid={`popup-${slot.pile.replace(' ', '-')}`}
      data-pile-popup
      sx={{
        position: 'absolute',
        right: 8,
        top,
        bottom,
        maxWidth: Math.min(layout.width - 16, 760),
        maxHeight: layout.height * 0.55,
        overflow: 'auto',
        zIndex: 10,
        p: 1,
        border: '1px solid rgba(224,146,60,0.6)',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {slot.owner}: {slot.label} ({slot.count})
        </Typography>
        <IconButton
          size="small"
          aria-label="Smaller"
          disabled={size === 0}
          onClick={() => setSize((s) => Math.max(0, s - 1))}
        >
          −
        </IconButton>
        <IconButton
          size="small"
          aria-label="Larger"
          disabled={size === POPUP_SIZES.length - 1}
          onClick={() => setSize((s) => Math.min(POPUP_SIZES.length - 1, s + 1))}
        >
          +
        </IconButton>
        {ownDeck && view.manualMode && (
          <Button size="small" onClick={() => send({ type: 'shuffleDeck' })}>
            Shuffle
          </Button>
        )}
        <IconButton size="small" aria-label="Close" onClick={close}>
          ✕
        </IconButton>
      </Box>
      {cards.length === 0 && <Typography color="text.secondary">Empty</Typography>}
      {groupCards(cards).map((group) => (
        <Box key={group.title}>
          {group.title && (
            <Typography variant="caption" color="text.secondary">
              {group.title}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {group.cards.map((card) => (
              <PopupCard
                key={card.uuid}
                card={card}
                width={w}
                dragFrom={canDrag(view, slot, card) ? slot : null}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Paper>
  );
}

/** Whether a popup card may be dragged onto the table (manual mode, our own piles only). */
function canDrag(view: GameView, slot: PileSlot, card: CardView): boolean {
  return dragTargets(slot.pile, popupDragPermission(view, slot.owner, card)).length > 0;
}

/** Tells the game node when our draw deck's popup opens and closes (showDrawDeck). */
function useReportDeckShown(shown: boolean): void {
  const { send } = useBoard();
  const reported = useRef(false);
  useEffect(() => {
    if (shown === reported.current) return;
    reported.current = shown;
    send({ type: 'showDrawDeck', visible: shown });
  }, [shown, send]);
}

function ownDeckChoosing(slot: PileSlot, view: GameView): boolean {
  return slot.ownRow && slot.pile === 'deck' && firstFiveChoice(view) !== null;
}

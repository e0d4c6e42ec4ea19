import {
  Box,
  Button,
  ButtonBase,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import {
  FIRST_FIVE_SIZE,
  chosenCount,
  fillAtRandomText,
  firstFiveChoice,
} from '../logic/firstFive';
import type { FirstFiveTitle } from '../logic/firstFive';
import { fullFace } from '../scene/cardFace';
import { useBoard, useGame } from './context';

/**
 * The first five, chosen from the deck shown as large cards grouped by type: how many are
 * chosen, the rule explained in place, and a question before Done leaves slots to chance.
 * Every card is a button (Tab to it, Enter or Space to pick it).
 */
export function FirstFiveChooser() {
  const view = useGame((s) => s.view);
  const { send } = useBoard();
  const [confirming, setConfirming] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const choice = view ? firstFiveChoice(view) : null;
  const open = choice !== null;
  // Focus comes to the chooser as it opens, so Tab walks its cards first.
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  if (!choice) return null;
  const count = choice.chosen.length;
  const finish = () => {
    setConfirming(false);
    send({
      type: 'menuButton',
      arg: choice.done.arg,
      uuid: choice.done.uuid,
      method: choice.done.method,
    });
  };
  return (
    // A panel over the table rather than a modal dialog: the chat, the game menu and Concede
    // around it stay usable (and visible to assistive technology) while the five are chosen.
    <Paper
      ref={panel}
      role="dialog"
      aria-labelledby="first-five-title"
      tabIndex={-1}
      elevation={24}
      data-testid="first-five"
      sx={{
        position: 'fixed',
        top: '50%',
        left: '50%',
        transform: 'translate(-50%, -50%)',
        width: 'min(1200px, calc(100vw - 64px))',
        maxHeight: 'calc(100vh - 64px)',
        display: 'flex',
        flexDirection: 'column',
        zIndex: (theme) => theme.zIndex.modal - 1,
        outline: 'none',
      }}
    >
      <DialogTitle id="first-five-title" sx={{ display: 'flex', alignItems: 'baseline', gap: 2 }}>
        Choose your first five
        <Typography component="span" data-testid="first-five-count" color="primary.main">
          {chosenCount(count)}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Your starting hand: up to {FIRST_FIVE_SIZE} cards, no title twice. Cards you leave out are
          drawn at random from the rest of your deck; the others are shuffled into your draw pile.
        </Typography>
        {/* Groups flow side by side, so the whole deck fits without scrolling past spells. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          {choice.groups.map((group) => (
            <Box key={group.type} sx={{ mb: 2 }} data-testid="first-five-group">
              <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
                {group.type}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
                {group.titles.map((title) => (
                  <TitleButton key={title.card.uuid} title={title} />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button
          variant="contained"
          onClick={() => (count < FIRST_FIVE_SIZE ? setConfirming(true) : finish())}
        >
          Done
        </Button>
      </DialogActions>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        data-testid="first-five-confirm"
      >
        <DialogTitle>Fill the rest at random?</DialogTitle>
        <DialogContent>
          <Typography variant="body2">{fillAtRandomText(count)}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Keep choosing</Button>
          <Button variant="contained" onClick={finish}>
            Draw the rest at random
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

/** One title of the deck: a large card that picks or unpicks it, its copies counted. */
function TitleButton({ title }: { title: FirstFiveTitle }) {
  const { send, cardImageBase, catalogue } = useBoard();
  const { card } = title;
  return (
    <ButtonBase
      focusRipple
      disabled={!title.open}
      aria-pressed={title.chosen}
      aria-label={`${card.name ?? 'Card'}${title.chosen ? ' (chosen)' : ''}`}
      data-testid="first-five-card"
      data-uuid={card.uuid}
      onClick={() => send({ type: 'cardClicked', uuid: card.uuid })}
      sx={{
        flexDirection: 'column',
        borderRadius: 2,
        p: 0.5,
        outline: title.chosen ? '3px solid #e0923c' : '1px solid rgba(255,255,255,0.15)',
        opacity: title.open || title.chosen ? 1 : 0.45,
        '&.Mui-focusVisible': { outline: '3px solid #8cc4ff' },
      }}
    >
      <Box
        component="img"
        alt=""
        src={fullFace(card, cardImageBase, catalogue).url}
        sx={{ width: 150, borderRadius: 1.5, display: 'block' }}
      />
      <Typography variant="caption" color="text.secondary">
        ×{title.copies}
        {title.chosen ? ' · chosen' : ''}
      </Typography>
    </ButtonBase>
  );
}

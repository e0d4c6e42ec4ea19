import {
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import type {
  CardView,
  GameView,
  PromptButton,
  PromptControl,
  PromptState,
} from '../../protocol/game-view';
import { cutButtonLabel, titleLines } from '../logic/labels';
import { findCard, findCardByStub } from '../logic/rules';
import { PromptTimer, timedPass } from '../logic/timers';
import { diePicture, fullFace } from '../scene/cardFace';
import { useBoard, useGame } from './context';
import type { BoardContextValue } from './context';

/** The prompt and controls panel: phase title, prompt title, dice requirement, buttons, timer. */
export function PromptPanel(props: { prompt: PromptState; spectator: boolean }) {
  const { send } = useBoard();
  const { prompt } = props;
  const remaining = usePromptTimer(prompt, send);

  const click = (button: PromptButton) => {
    remaining.cancel();
    send({ type: 'menuButton', arg: button.arg, uuid: button.uuid, method: button.method });
  };

  const lines = titleLines(prompt.menuTitle);
  // An options-select prompt offers its buttons as a list to pick from plus Done.
  const optionsSelect = prompt.controls.some((c) => c.type === 'options-select');
  return (
    <Paper
      data-testid="prompt-panel"
      elevation={6}
      sx={{
        // Dense: it sits beside the hand, in the hand row's height where it can.
        p: 1,
        bgcolor: 'rgba(26, 18, 12, 0.94)',
        border: '1px solid rgba(224, 146, 60, 0.55)',
        boxShadow: '0 0 18px rgba(224,146,60,0.18)',
      }}
    >
      {lines.map((line, i) => (
        <Typography
          key={i}
          variant={i === 0 ? 'subtitle1' : 'body2'}
          sx={{
            color: i === 0 ? 'primary.main' : 'text.primary',
            fontWeight: i === 0 ? 700 : 400,
            lineHeight: 1.3,
          }}
        >
          {line}
        </Typography>
      ))}
      {prompt.promptTitle && (
        <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 0.25 }}>
          {prompt.promptTitle}
        </Typography>
      )}
      {prompt.controls.map((control, i) => (
        <ControlDisplay key={i} control={control} payment={prompt.diceReq.length > 0} />
      ))}
      {prompt.diceReq.length > 0 && (
        <Box
          sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          data-testid="dice-req"
        >
          {prompt.diceReq.map((alternative, i) => (
            <Box key={i} sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
              {i > 0 && <Typography variant="body2">/</Typography>}
              {alternative.map((req, j) => (
                <Box key={j} sx={{ display: 'flex', alignItems: 'center' }}>
                  <Typography variant="body2">{req.count}×</Typography>
                  <img
                    alt={`${req.magic} ${req.level}`}
                    width={22}
                    height={22}
                    src={
                      diePicture({
                        magic: req.magic === 'basic' ? 'natural' : req.magic,
                        level: req.magic === 'basic' ? 'basic' : req.level,
                      }).url
                    }
                  />
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      )}
      {remaining.value !== null && (
        <LinearProgress
          variant="determinate"
          value={remaining.value * 100}
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
          data-testid="prompt-timer"
        />
      )}
      {!props.spectator && optionsSelect && prompt.buttons.length > 0 && (
        <OptionsSelect buttons={prompt.buttons} onChoose={click} />
      )}
      {!props.spectator && !optionsSelect && prompt.buttons.length > 0 && (
        // Side by side, wrapping: the panel stays low beside the hand.
        <Box sx={{ mt: 0.75, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {prompt.buttons.map((button, i) => (
            <Button
              key={`${button.arg}-${i}`}
              variant={i === 0 ? 'contained' : 'outlined'}
              size="small"
              disabled={button.disabled}
              title={button.text}
              onClick={() => click(button)}
              sx={{
                // As wide as its label (two or three to a row), the row's space shared out.
                flex: '1 1 auto',
                px: 1.25,
                whiteSpace: 'nowrap',
                justifyContent: 'center',
                textTransform: 'none',
                fontWeight: 600,
              }}
            >
              {button.card && <ButtonCard stub={button.card} />}
              {cutButtonLabel(button.text)}
            </Button>
          ))}
        </Box>
      )}
    </Paper>
  );
}

/**
 * The auto-pass timer of a prompt with a timed button: the fraction left (null when none runs)
 * and a cancel for button clicks. It restarts only for another prompt or timed button, not for
 * every new game view.
 */
function usePromptTimer(prompt: PromptState, send: BoardContextValue['send']) {
  const [value, setValue] = useState<number | null>(null);
  const timerRef = useRef<PromptTimer | null>(null);
  const pass = timedPass(prompt);
  const promptId = pass?.promptId ?? null;
  const arg = pass?.arg ?? null;
  const uuid = pass?.uuid ?? null;
  const seconds = pass?.seconds ?? 0;

  useEffect(() => {
    if (arg === null || uuid === null) return;
    const timer = new PromptTimer(setValue, () => {
      setValue(null);
      send({ type: 'menuButton', arg, uuid, method: 'pass' });
    });
    timerRef.current = timer;
    timer.start(seconds);
    return () => {
      timer.cancel();
      setValue(null);
    };
  }, [promptId, arg, uuid, seconds, send]);

  const cancel = () => {
    timerRef.current?.cancel();
    setValue(null);
  };
  return { value, cancel };
}

/** A small picture of a card shown by the prompt (source, targets). */
function CardThumb({
  card,
  testId,
  width = 52,
}: {
  card: CardView;
  testId: string;
  width?: number;
}) {
  const { cardImageBase, catalogue } = useBoard();
  return (
    <Box
      component="img"
      data-testid={testId}
      data-uuid={card.uuid}
      alt={card.name ?? 'Hidden card'}
      title={card.name ?? 'Hidden card'}
      src={fullFace(card, cardImageBase, catalogue).url}
      sx={{ width, height: (width * 91) / 65, borderRadius: 0.5, flexShrink: 0 }}
    />
  );
}

/** The cards of the targets on the table (a hidden card shows its back). */
function cardsOf(view: GameView | null, uuids: readonly string[]): CardView[] {
  if (!view) return [];
  return uuids.flatMap((uuid) => {
    const card = findCard(view, uuid);
    return card ? [card] : [];
  });
}

/**
 * A targeting or options-select control: the card whose effect asks, and what it can target.
 * While dice are asked (`payment`) the dice are what it "targets": the card is being paid for.
 */
function ControlDisplay({ control, payment }: { control: PromptControl; payment: boolean }) {
  const view = useGame((s) => s.view);
  const { store } = useBoard();
  const source = control.source && view ? findCard(view, control.source.uuid) : null;
  const targets = cardsOf(view, control.targets ?? []);
  const names = targets.flatMap((card) => (card.name ? [card.name] : []));
  const zoom = (card: CardView | null) =>
    store.getState().setUi({ zoomCard: card && !card.facedown ? card.uuid : null, zoomAt: null });
  return (
    <Box
      sx={{
        mt: 1,
        p: 1,
        borderRadius: 1,
        bgcolor: 'rgba(255,255,255,0.05)',
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
      }}
      data-testid={`control-${control.type}`}
    >
      {source && !source.facedown && (
        // The source may be a target too (an ability aimed at its own Phoenixborn).
        <PickableThumb card={source} testId="control-source" onZoom={zoom} />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary">
          {controlCaption(control, payment)}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {control.source?.name ?? ''}
        </Typography>
        {targets.length > 0 && (
          <Box
            data-testid="control-targets"
            aria-label={names.join(', ')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}
          >
            {targets.map((card) => (
              <PickableThumb
                key={card.uuid}
                card={card}
                testId="control-target"
                width={34}
                onZoom={zoom}
              />
            ))}
          </Box>
        )}
        {names.length > 0 && (
          <Typography variant="caption" component="div" color="text.secondary">
            {names.join(', ')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * A card picture in a targeting display: outlined while it can be chosen (or is picked), and
 * clicking it then chooses the card as a click on the table would.
 */
function PickableThumb(props: {
  card: CardView;
  testId: string;
  width?: number;
  onZoom(card: CardView | null): void;
}) {
  const { send } = useBoard();
  const { card } = props;
  return (
    <Box
      onMouseEnter={() => props.onZoom(card)}
      onMouseLeave={() => props.onZoom(null)}
      onClick={() => card.selectable && send({ type: 'cardClicked', uuid: card.uuid })}
      sx={{
        borderRadius: 0.5,
        flexShrink: 0,
        cursor: card.selectable ? 'pointer' : 'default',
        outline: card.selected
          ? '2px solid #4cd964'
          : card.selectable
            ? '2px solid #ffd24a'
            : 'none',
      }}
    >
      <CardThumb card={card} testId={props.testId} width={props.width} />
    </Box>
  );
}

/** The picture of the card a prompt button is about, when that card is on the table. */
function ButtonCard({ stub }: { stub: string }) {
  const view = useGame((s) => s.view);
  const card = view ? findCardByStub(view, stub) : null;
  const { cardImageBase, catalogue } = useBoard();
  if (!card) return null;
  return (
    <Box
      component="img"
      alt=""
      data-testid="button-card"
      src={fullFace(card, cardImageBase, catalogue).url}
      sx={{ width: 20, height: 28, mr: 0.75, borderRadius: 0.25 }}
    />
  );
}

/** The options of an options-select prompt as a list with a Done button. */
function OptionsSelect(props: { buttons: PromptButton[]; onChoose(button: PromptButton): void }) {
  const enabled = props.buttons.filter((b) => !b.disabled);
  const [choice, setChoice] = useState(0);
  const chosen = enabled[Math.min(choice, enabled.length - 1)];
  return (
    <Stack spacing={0.75} sx={{ mt: 1.25 }} data-testid="options-select">
      <TextField
        select
        size="small"
        label="Option"
        value={Math.min(choice, enabled.length - 1)}
        onChange={(e) => setChoice(Number(e.target.value))}
      >
        {enabled.map((button, i) => (
          <MenuItem key={`${button.arg}-${i}`} value={i}>
            {cutButtonLabel(button.text)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        size="small"
        disabled={!chosen}
        onClick={() => chosen && props.onChoose(chosen)}
      >
        Done
      </Button>
    </Stack>
  );
}

function controlCaption(control: PromptControl, payment: boolean): string {
  if (control.type !== 'targeting') return 'Choose an option for';
  return payment ? 'Pay for' : 'Choose a target for';
}

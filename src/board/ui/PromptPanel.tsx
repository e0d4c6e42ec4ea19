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
import { useEffect, useMemo, useRef, useState } from 'react';
import type {
  CardView,
  GameView,
  PromptButton,
  PromptControl,
  PromptState,
} from '../../protocol/game-view';
import { cutButtonLabel, titleLines } from '../logic/labels';
import { findCard, findCardByStub } from '../logic/rules';
import { PromptTimer } from '../logic/timers';
import { diePicture, fullFace } from '../scene/cardFace';
import { useBoard, useGame } from './context';

/** The prompt and controls panel: phase title, prompt title, dice requirement, buttons, timer. */
export function PromptPanel(props: { prompt: PromptState; spectator: boolean }) {
  const { send } = useBoard();
  const { prompt } = props;
  const timerButton = useMemo(() => prompt.buttons.find((b) => b.timer), [prompt.buttons]);
  const [remaining, setRemaining] = useState<number | null>(null);
  const timerRef = useRef<PromptTimer | null>(null);

  useEffect(() => {
    if (!timerButton || !prompt.timerLength) return;
    const timer = new PromptTimer(setRemaining, () => {
      setRemaining(null);
      send({ type: 'menuButton', arg: timerButton.arg, uuid: timerButton.uuid, method: 'pass' });
    });
    timerRef.current = timer;
    timer.start(prompt.timerLength);
    return () => {
      timer.cancel();
      setRemaining(null);
    };
  }, [timerButton, prompt.timerLength, send]);

  const click = (button: PromptButton) => {
    timerRef.current?.cancel();
    setRemaining(null);
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
        p: 1.5,
        bgcolor: 'rgba(26, 18, 12, 0.94)',
        border: '1px solid rgba(224, 146, 60, 0.55)',
        boxShadow: '0 0 18px rgba(224,146,60,0.18)',
      }}
    >
      {lines.map((line, i) => (
        <Typography
          key={i}
          variant={i === 0 ? 'h6' : 'body2'}
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
        <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 0.5 }}>
          {prompt.promptTitle}
        </Typography>
      )}
      {prompt.controls.map((control, i) => (
        <ControlDisplay key={i} control={control} />
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
      {remaining !== null && (
        <LinearProgress
          variant="determinate"
          value={remaining * 100}
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
          data-testid="prompt-timer"
        />
      )}
      {!props.spectator && optionsSelect && prompt.buttons.length > 0 && (
        <OptionsSelect buttons={prompt.buttons} onChoose={click} />
      )}
      {!props.spectator && !optionsSelect && prompt.buttons.length > 0 && (
        <Stack spacing={0.75} sx={{ mt: 1.25 }}>
          {prompt.buttons.map((button, i) => (
            <Button
              key={`${button.arg}-${i}`}
              variant={i === 0 ? 'contained' : 'outlined'}
              size="small"
              disabled={button.disabled}
              title={button.text}
              onClick={() => click(button)}
              sx={{ justifyContent: 'center', textTransform: 'none', fontWeight: 600 }}
            >
              {button.card && <ButtonCard stub={button.card} />}
              {cutButtonLabel(button.text)}
            </Button>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** A small picture of a card shown by the prompt (source, button card). */
function CardThumb({ card, testId }: { card: CardView; testId: string }) {
  const { cardImageBase } = useBoard();
  return (
    <Box
      component="img"
      data-testid={testId}
      alt={card.name ?? ''}
      src={fullFace(card, cardImageBase).url}
      sx={{ width: 52, height: 73, borderRadius: 0.5, flexShrink: 0 }}
    />
  );
}

function namesOf(view: GameView | null, uuids: readonly string[]): string[] {
  if (!view) return [];
  return uuids.flatMap((uuid) => {
    const name = findCard(view, uuid)?.name;
    return name ? [name] : [];
  });
}

/** A targeting or options-select control: the card whose effect asks, and what it can target. */
function ControlDisplay({ control }: { control: PromptControl }) {
  const view = useGame((s) => s.view);
  const source = control.source && view ? findCard(view, control.source.uuid) : null;
  const targets = namesOf(view, control.targets ?? []);
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
      {source && !source.facedown && <CardThumb card={source} testId="control-source" />}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary">
          {control.type === 'targeting' ? 'Choose a target for' : 'Choose an option for'}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {control.source?.name ?? ''}
        </Typography>
        {targets.length > 0 && (
          <Typography
            variant="caption"
            component="div"
            color="text.secondary"
            data-testid="control-targets"
          >
            {targets.join(', ')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** The picture of the card a prompt button is about, when that card is on the table. */
function ButtonCard({ stub }: { stub: string }) {
  const view = useGame((s) => s.view);
  const card = view ? findCardByStub(view, stub) : null;
  const { cardImageBase } = useBoard();
  if (!card) return null;
  return (
    <Box
      component="img"
      alt=""
      data-testid="button-card"
      src={fullFace(card, cardImageBase).url}
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

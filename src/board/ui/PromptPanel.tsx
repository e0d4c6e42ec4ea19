import { Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PromptButton, PromptState } from '../../protocol/game-view';
import { cutButtonLabel, titleLines } from '../logic/labels';
import { PromptTimer } from '../logic/timers';
import { diePicture } from '../scene/cardFace';
import { useBoard } from './context';

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
        <Box
          key={i}
          sx={{ mt: 1, p: 1, borderRadius: 1, bgcolor: 'rgba(255,255,255,0.05)' }}
          data-testid={`control-${control.type}`}
        >
          <Typography variant="caption" color="text.secondary">
            {control.type === 'targeting' ? 'Choose a target for' : 'Choose an option for'}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {control.source?.name ?? ''}
          </Typography>
        </Box>
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
      {!props.spectator && prompt.buttons.length > 0 && (
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
              {cutButtonLabel(button.text)}
            </Button>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

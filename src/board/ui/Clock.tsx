import { Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import type { ClockView } from '../../protocol/game-view';
import { formatClock } from '../logic/labels';
import { GameClock } from '../logic/timers';
import { useBoard } from './context';

/** A player's clock; only the viewer's own clock reports clockZero. */
export function Clock(props: {
  clock: ClockView;
  finished: boolean;
  own: boolean;
  label?: string;
}) {
  const { send } = useBoard();
  const [seconds, setSeconds] = useState(props.clock.secondsLeft);
  const own = props.own;
  const clockRef = useRef<GameClock | null>(null);
  // One clock for the component's life: a new one would stand still until the state id changed,
  // so a change of viewer or of `send` only changes who reports clockZero.
  const reportZero = useRef<() => void>(() => undefined);
  useEffect(() => {
    reportZero.current = () => {
      if (own) send({ type: 'clockZero' });
    };
  }, [send, own]);
  useEffect(() => {
    const clock = new GameClock(setSeconds, () => reportZero.current());
    clockRef.current = clock;
    return () => clock.stop();
  }, []);
  const { mode, secondsLeft, stateId } = props.clock;
  useEffect(() => {
    clockRef.current?.update({
      mode,
      secondsLeft,
      stateId,
      finished: props.finished,
    });
  }, [mode, secondsLeft, stateId, props.finished]);
  if (props.clock.type === 'none') return null;
  return (
    <Box
      component="span"
      data-testid="game-clock"
      sx={{
        fontVariantNumeric: 'tabular-nums',
        fontWeight: 600,
        color: seconds <= 60 ? 'error.main' : 'inherit',
      }}
    >
      {props.label ? `${props.label} ` : ''}
      {formatClock(seconds)}
    </Box>
  );
}

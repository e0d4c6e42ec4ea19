import { Box, Checkbox, CircularProgress, FormControlLabel, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { http } from '../../api/http';
import type { CaptchaChallenge } from './captcha-solver';
import { solveCaptcha } from './captcha-solver';

type CaptchaState = 'idle' | 'solving' | 'solved' | 'failed';

/**
 * The self-hosted captcha: ticking the box fetches a challenge and the browser works out
 * its proof of work; the solution goes to `onChange`. Remount it (a new key) to start over:
 * a solution is good for one submission.
 */
export function Captcha({ onChange }: { onChange: (solution: string | null) => void }) {
  const [state, setState] = useState<CaptchaState>('idle');
  const stopped = useRef(false);

  useEffect(() => {
    stopped.current = false;
    return () => {
      stopped.current = true;
    };
  }, []);

  const verify = async () => {
    if (state === 'solving' || state === 'solved') return;
    setState('solving');
    try {
      const { data } = await http.get<CaptchaChallenge>('/api/account/captcha');
      const solution = await solveCaptcha(data, () => stopped.current);
      if (stopped.current) return;
      setState(solution ? 'solved' : 'failed');
      onChange(solution);
    } catch {
      if (!stopped.current) setState('failed');
    }
  };

  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1, my: 2 }}
      data-captcha-state={state}
    >
      <FormControlLabel
        control={
          state === 'solving' ? (
            <CircularProgress size={20} sx={{ m: 1.2 }} />
          ) : (
            <Checkbox checked={state === 'solved'} onChange={() => void verify()} />
          )
        }
        label={
          state === 'solving' ? 'Verifying...' : state === 'solved' ? 'Verified' : "I'm not a robot"
        }
      />
      {state === 'failed' && (
        <Typography color="error" variant="body2">
          Verification failed, please try again.
        </Typography>
      )}
    </Box>
  );
}

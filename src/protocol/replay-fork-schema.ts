/** The body of POST /api/game/{id}/fork (replay-fork.ts), checked by the server. */
import * as yup from 'yup';
import { PRACTICE_OPPONENTS } from './lobby';
import type { PracticeOpponent } from './lobby';
import { FORK_REPLAY_KINDS } from './replay-fork';
import type { ForkReplayKind } from './replay-fork';
import { MAX_LINK_STEP } from './shared-replays';

export const forkRequestSchema = yup
  .object({
    step: yup
      .number()
      .strict()
      .typeError('step must be a number')
      .integer('step must be a whole number')
      .min(1, 'step must be 1 or more')
      .max(MAX_LINK_STEP, `step must be at most ${MAX_LINK_STEP}`)
      .required('step must be specified'),
    seat: yup
      .string()
      .strict()
      .min(1, 'seat must name a player')
      .max(100, 'seat must name a player')
      .required('seat must be specified'),
    opponent: yup
      .mixed<PracticeOpponent>()
      .oneOf([...PRACTICE_OPPONENTS], 'opponent must be easy, normal or goldfish')
      .required('opponent must be specified'),
    replay: yup
      .mixed<ForkReplayKind>()
      .oneOf([...FORK_REPLAY_KINDS], 'replay must be full or shared')
      .default('full'),
  })
  .required();

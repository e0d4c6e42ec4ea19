import { yupResolver } from '@hookform/resolvers/yup';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import {
  GAME_FORMAT_LABELS,
  OFFERED_CLOCK_TYPES,
  PRACTICE_OPPONENT_LABELS,
  PRACTICE_OPPONENTS,
} from '../../../protocol/lobby';
import type { ClockType, League, NewGameType } from '../../../protocol/lobby';
import {
  defaultNewGame,
  formatsFor,
  withClockType,
  withLeaguePreset,
  withRanked,
} from '../../../protocol/lobby-newgame';
import { newGameSchema } from '../../../protocol/lobby-newgame-schema';
import type { NewGameDetails } from '../../../protocol/lobby-newgame';
import { useAuthStore } from '../../stores/auth';
import { isSupporterUser } from './gameRules';
import { lobbyActions } from './lobbyActions';
import { prepareNotifications } from './notify';

/** What each league button fills in (lobby-and-results.md, league presets). */
const PRESET_HINTS: Record<League, string> = {
  phx: 'Phoenix League: a ranked game with its replay saved and a 30-minute chess clock, constructed format.',
  ffl: 'First Five League: a casual game, no replay and no time limit.',
};

const CLOCK_LABELS: Record<ClockType, string> = {
  chess: 'Chess clock',
  timer: 'Timer',
  hourglass: 'Hourglass',
  byoyomi: 'Byoyomi',
};

type BooleanField = 'allowSpectators' | 'showHand' | 'useGameTimeLimit' | 'saveReplay';

/** One on/off option of the form. */
function CheckboxField({
  name,
  label,
  control,
  disabled = false,
}: {
  name: BooleanField;
  label: string;
  control: Control<NewGameDetails>;
  disabled?: boolean;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              checked={field.value}
              disabled={disabled}
              onChange={(e) => field.onChange(e.target.checked)}
            />
          }
          label={label}
        />
      )}
    />
  );
}

/** A practice game's opponent: the computer at a level, or a goldfish that only passes. */
function OpponentField({ control }: { control: Control<NewGameDetails> }) {
  return (
    <Controller
      name="practiceOpponent"
      control={control}
      render={({ field }) => (
        <Box>
          <FormLabel id="practice-opponent">Opponent</FormLabel>
          <RadioGroup
            row
            aria-labelledby="practice-opponent"
            value={field.value ?? 'easy'}
            onChange={(e) =>
              field.onChange(PRACTICE_OPPONENTS.find((o) => o === e.target.value) ?? 'easy')
            }
          >
            {PRACTICE_OPPONENTS.map((opponent) => (
              <FormControlLabel
                key={opponent}
                value={opponent}
                control={<Radio />}
                label={
                  opponent === 'goldfish'
                    ? 'Goldfish'
                    : `Computer (${PRACTICE_OPPONENT_LABELS[opponent]})`
                }
              />
            ))}
          </RadioGroup>
        </Box>
      )}
    />
  );
}

/** The new game form: the shared yup schema validates here and again on the server. */
export function NewGameForm({ newGameType }: { newGameType: NewGameType }) {
  const user = useAuthStore((s) => s.user);
  const supporter = isSupporterUser(user);
  const [serverError, setServerError] = useState<string | null>(null);
  const { control, handleSubmit, getValues, reset, watch, formState } = useForm<NewGameDetails>({
    resolver: yupResolver(newGameSchema),
    defaultValues: defaultNewGame(user?.username ?? 'Guest', newGameType),
  });
  const chimera = newGameType === 'chimera';
  const practice = newGameType === 'practice';
  const useLimit = watch('useGameTimeLimit');
  const gameType = watch('gameType');

  const apply = (next: NewGameDetails) => reset(next, { keepDefaultValues: true });
  const preset = (league: League) => apply(withLeaguePreset(getValues(), league));

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    prepareNotifications();
    const answer = await lobbyActions.createGame({ ...values, newGameType });
    if (!answer.success) setServerError(answer.message);
  });

  const errors = formState.errors;
  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label="New game">
      <Stack spacing={2}>
        {practice && <OpponentField control={control} />}
        {!chimera && !practice && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              League settings:
            </Typography>
            <Tooltip describeChild title={PRESET_HINTS.phx}>
              <Button size="small" variant="outlined" onClick={() => preset('phx')}>
                PHX
              </Button>
            </Tooltip>
            <Tooltip describeChild title={PRESET_HINTS.ffl}>
              <Button size="small" variant="outlined" onClick={() => preset('ffl')}>
                FFL
              </Button>
            </Tooltip>
          </Stack>
        )}
        <Controller
          name="name"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              label="Name"
              size="small"
              error={!!errors.name}
              helperText={errors.name?.message}
              slotProps={{ htmlInput: { maxLength: 64 } }}
            />
          )}
        />
        {!chimera && !practice && (
          <Controller
            name="gameType"
            control={control}
            render={({ field }) => (
              <Box>
                <FormLabel>Type</FormLabel>
                <RadioGroup
                  row
                  value={field.value}
                  onChange={(e) => apply(withRanked(getValues(), e.target.value === 'competitive'))}
                >
                  <FormControlLabel value="casual" control={<Radio />} label="Casual" />
                  <FormControlLabel value="competitive" control={<Radio />} label="Ranked" />
                </RadioGroup>
              </Box>
            )}
          />
        )}
        <Controller
          name="gameFormat"
          control={control}
          render={({ field }) => (
            <TextField {...field} select size="small" label="Format" disabled={chimera}>
              {formatsFor(newGameType).map((format) => (
                <MenuItem key={format} value={format}>
                  {GAME_FORMAT_LABELS[format]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <CheckboxField name="allowSpectators" label="Allow spectators" control={control} />
        {!chimera && !practice && (
          <>
            <CheckboxField name="showHand" label="Show hands to spectators" control={control} />
            <CheckboxField name="useGameTimeLimit" label="Use a time limit" control={control} />
            {useLimit && (
              <Stack direction="row" spacing={2}>
                <Controller
                  name="clockType"
                  control={control}
                  render={({ field }) => (
                    <TextField
                      select
                      size="small"
                      label="Clock"
                      value={field.value}
                      onChange={(e) => {
                        const clockType = OFFERED_CLOCK_TYPES.find((c) => c === e.target.value);
                        if (clockType) apply(withClockType(getValues(), clockType));
                      }}
                      sx={{ minWidth: 160 }}
                    >
                      {OFFERED_CLOCK_TYPES.map((clock) => (
                        <MenuItem key={clock} value={clock}>
                          {CLOCK_LABELS[clock]}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <Controller
                  name="gameTimeLimit"
                  control={control}
                  render={({ field }) => (
                    <TextField
                      {...field}
                      type="number"
                      size="small"
                      label="Time limit (minutes)"
                      onChange={(e) =>
                        field.onChange(e.target.value === '' ? '' : Number(e.target.value))
                      }
                      error={!!errors.gameTimeLimit}
                      helperText={errors.gameTimeLimit?.message}
                    />
                  )}
                />
              </Stack>
            )}
            {supporter && (
              <CheckboxField
                name="saveReplay"
                label="Save replay"
                control={control}
                disabled={gameType === 'competitive'}
              />
            )}
            <Controller
              name="password"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  type="password"
                  size="small"
                  label="Password (optional)"
                  autoComplete="new-password"
                />
              )}
            />
            <Controller
              name="label"
              control={control}
              render={({ field }) => <TextField {...field} size="small" label="Label (optional)" />}
            />
          </>
        )}
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Start
          </Button>
          <Button onClick={() => lobbyActions.cancelNewGame()}>Cancel</Button>
        </Stack>
      </Stack>
    </Box>
  );
}

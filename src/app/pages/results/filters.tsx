import { FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';

export interface Option {
  value: string;
  label: string;
}

/** Period options of the results, stats and tagged games screens (months; 0 = all). */
export const PERIOD_OPTIONS: Option[] = [
  { value: '0', label: 'All games' },
  { value: '1', label: 'Last 1 month' },
  { value: '3', label: 'Last 3 months' },
  { value: '12', label: 'Last 12 months' },
];

/** Game type filter of the Game List. */
export const GAME_LIST_TYPES: Option[] = [
  { value: '', label: 'All Types' },
  { value: 'competitive', label: 'Ranked' },
  { value: 'casual', label: 'Casual' },
  { value: 'solo', label: 'Solo' },
  { value: 'practice', label: 'Practice' },
];

/** Game type filter of the Phoenixborn stats. */
export const STATS_TYPES: Option[] = [
  { value: '', label: 'All PvP' },
  { value: 'competitive', label: 'Ranked PvP' },
  { value: 'casual', label: 'Casual PvP' },
  { value: 'solo', label: 'Solo' },
];

export function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  options: Option[];
  onChange(value: string): void;
}) {
  return (
    <FormControl size="small" sx={{ minWidth: 170 }}>
      {/* Shrunk always: an empty value ('All Types') is a real choice with its own text. */}
      <InputLabel id={`${props.id}-label`} shrink>
        {props.label}
      </InputLabel>
      <Select
        labelId={`${props.id}-label`}
        id={props.id}
        label={props.label}
        value={props.value}
        displayEmpty
        notched
        onChange={(event) => props.onChange(String(event.target.value))}
      >
        {props.options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** The period and game type drop-downs above a results table; each change reloads it. */
export function PeriodAndTypeFilters(props: {
  idPrefix: string;
  periodLabel: string;
  months: string;
  onMonths(value: string): void;
  gameType: string;
  onGameType(value: string): void;
  types: Option[];
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
      <FilterSelect
        id={`${props.idPrefix}-period`}
        label={props.periodLabel}
        value={props.months}
        options={PERIOD_OPTIONS}
        onChange={props.onMonths}
      />
      <FilterSelect
        id={`${props.idPrefix}-type`}
        label="Game type"
        value={props.gameType}
        options={props.types}
        onChange={props.onGameType}
      />
    </Stack>
  );
}

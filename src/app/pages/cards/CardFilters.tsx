import { Box, Button, MenuItem, TextField } from '@mui/material';
import type { ChangeEvent } from 'react';
import { MAGIC_TYPES, isMagic } from '../../../domain/dice';
import type { FilterOptions, GalleryFilter } from './gallery';
import { NO_FILTER } from './gallery';

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A labelled select of the filter bar; its first item clears it. */
function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  value: string;
  allLabel: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      // The empty choice reads "All ..." instead of leaving the field blank.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 150 }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The Cards page's menus: magic, type, release, Phoenixborn and automation, and Clear. */
export function CardFilters({
  filter,
  options,
  onChange,
}: {
  filter: GalleryFilter;
  options: FilterOptions;
  onChange: (filter: GalleryFilter) => void;
}) {
  const set = (patch: Partial<GalleryFilter>) => onChange({ ...filter, ...patch });
  const narrowed = Object.entries(filter).some(([key, value]) => key !== 'search' && value);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <FilterSelect
        label="Magic"
        value={filter.magic}
        allLabel="All magic"
        options={MAGIC_TYPES.map((magic) => ({ value: magic, label: capitalise(magic) }))}
        onChange={(value) => set({ magic: isMagic(value) ? value : '' })}
      />
      <FilterSelect
        label="Type"
        value={filter.type}
        allLabel="All types"
        options={options.types.map((type) => ({ value: type, label: type }))}
        onChange={(type) => set({ type })}
      />
      <FilterSelect
        label="Release"
        value={filter.release}
        allLabel="All releases"
        options={options.releases.map((release) => ({ value: release.stub, label: release.name }))}
        onChange={(release) => set({ release })}
      />
      {options.phoenixborns.length > 0 && (
        <FilterSelect
          label="Phoenixborn"
          value={filter.phoenixborn}
          allLabel="Any Phoenixborn"
          options={options.phoenixborns.map((name) => ({ value: name, label: name }))}
          onChange={(phoenixborn) => set({ phoenixborn })}
        />
      )}
      <FilterSelect
        label="Rules engine"
        value={filter.automation}
        allLabel="All cards"
        options={[
          { value: 'automated', label: 'Automated' },
          { value: 'manual', label: 'Played by hand' },
        ]}
        onChange={(value) =>
          set({ automation: value === 'automated' || value === 'manual' ? value : '' })
        }
      />
      {narrowed && (
        <Button size="small" onClick={() => onChange({ ...NO_FILTER, search: filter.search })}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}

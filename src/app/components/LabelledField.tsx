import { FormControl, InputLabel, OutlinedInput } from '@mui/material';
import type { OutlinedInputProps } from '@mui/material';
import { useId } from 'react';

export interface LabelledFieldProps extends Omit<OutlinedInputProps, 'label' | 'id'> {
  label: string;
}

/**
 * An outlined text field with its floating label, for screens the first download must stay
 * small for (the lobby, the error pages): MUI's TextField draws the same but also pulls in
 * its select variant and the other input styles.
 */
export function LabelledField({ label, fullWidth, sx, ...input }: LabelledFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} {...input} />
    </FormControl>
  );
}

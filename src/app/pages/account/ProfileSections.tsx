import {
  Box,
  Divider,
  FormControlLabel,
  Radio,
  RadioGroup,
  Slider,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { CARD_SIZES, isCardSize } from '../../../protocol/card-sizes';
import type { CardSize } from '../../../protocol/card-sizes';
import type { OptionSettings } from '../../../protocol/user';

/** The board settings sections of the profile page (accounts-and-shell.md section 5). */

const GAME_SETTINGS: { key: keyof OptionSettings; label: string }[] = [
  { key: 'orderForcedAbilities', label: 'Prompt to order simultaneous forced abilities' },
  { key: 'confirmOneClick', label: 'Ask for confirmation before one-click abilities' },
  { key: 'allowAutoCancel', label: 'Let the game cancel prompts with no valid choice' },
  { key: 'alwaysGroupTactics', label: 'Always group tactic cards in prompts' },
  { key: 'dontIceTrapOwnUnits', label: "Don't let Ice Trap target my own units" },
  { key: 'noAttackAlerts', label: "Don't show attack alerts" },
  { key: 'manualAlts', label: 'Choose alt arts by hand' },
  { key: 'leftMode', label: 'Prompts on the left' },
  { key: 'compactLayout', label: 'Compact board layout' },
];

const CARD_SIZE_LABELS: Record<CardSize, string> = {
  small: 'Small',
  normal: 'Normal',
  large: 'Large',
  'x-large': 'Extra large',
};

/** A titled part of the profile form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography variant="h6" gutterBottom>
        {title}
      </Typography>
      <Divider sx={{ mb: 2 }} />
      {children}
    </Box>
  );
}

interface OptionsProps {
  options: OptionSettings;
  onChange: Dispatch<SetStateAction<OptionSettings>>;
}

export function CardSizeSection({
  value: cardSize,
  onChange,
}: {
  value: CardSize;
  onChange: (size: CardSize) => void;
}) {
  return (
    <Section title="Card Image Size">
      <RadioGroup
        row
        value={cardSize}
        onChange={(event) => {
          if (isCardSize(event.target.value)) onChange(event.target.value);
        }}
        aria-label="Card Image Size"
      >
        {CARD_SIZES.map((size) => (
          <FormControlLabel
            key={size}
            value={size}
            control={<Radio />}
            label={CARD_SIZE_LABELS[size]}
          />
        ))}
      </RadioGroup>
    </Section>
  );
}

export function TimersSection({ options, onChange: setOptions }: OptionsProps) {
  return (
    <Section title="Timers">
      {(['bluffTimer', 'alertTimer'] as const).map((key) => (
        <Box key={key} sx={{ px: 1 }}>
          <Typography id={`${key}-label`}>
            {key === 'bluffTimer' ? 'Bluff timer' : 'Alert timer'}: {options[key]} seconds
          </Typography>
          <Slider
            aria-labelledby={`${key}-label`}
            value={options[key]}
            min={0}
            max={10}
            step={1}
            marks
            valueLabelDisplay="auto"
            onChange={(_event, value) =>
              setOptions((current) => ({ ...current, [key]: Number(value) }))
            }
          />
        </Box>
      ))}
    </Section>
  );
}

export function GameSettingsSection({ options, onChange: setOptions }: OptionsProps) {
  return (
    <Section title="Game Settings">
      <Stack>
        {GAME_SETTINGS.map(({ key, label }) => (
          <FormControlLabel
            key={key}
            label={label}
            control={
              <Switch
                checked={options[key] === true}
                onChange={(event) =>
                  setOptions((current) => ({ ...current, [key]: event.target.checked }))
                }
              />
            }
          />
        ))}
      </Stack>
    </Section>
  );
}

import { Box, Chip, Tooltip, Typography } from '@mui/material';
import type { CardCatalogue } from '../../../domain/cards';
import type { DeckContents, DeckStatus } from '../../../domain/legality';
import type { LegalityDetails } from '../../../domain/legality-details';
import { legalityDetails } from '../../../domain/legality-details';
import { deckStatusLabel } from '../../../domain/legality';

/** The rules a deck is checked against, in the order they are shown. */
export const STATUS_RULES: { key: keyof DeckStatus; label: string }[] = [
  { key: 'basicRules', label: '30 cards and one Phoenixborn' },
  { key: 'maxThree', label: 'No more than 3 copies of a card' },
  { key: 'tenDice', label: 'Exactly 10 dice' },
  { key: 'hasConjurations', label: 'All required conjurations' },
  { key: 'uniques', label: "Phoenixborn unique cards: the deck's own, at most 3" },
];

export interface DeckStatusProps {
  status: DeckStatus;
  format?: string | null;
}

function passes(status: DeckStatus, format: string | null | undefined): boolean {
  return status.legalToPlay && (format !== 'hl2pvp' || status.hl2pvp);
}

/** "Valid" or "Invalid", with the failing rules in a tooltip. */
export function DeckStatusBadge({ status, format }: DeckStatusProps) {
  const valid = passes(status, format);
  const failing = STATUS_RULES.filter((rule) => !status[rule.key]).map((rule) => rule.label);
  return (
    <Tooltip title={valid ? 'This deck is legal to play' : failing.join(' · ') || 'Invalid'}>
      <Chip
        size="small"
        data-testid="deck-status"
        label={valid ? deckStatusLabel(status) : 'Invalid'}
        color={valid ? 'success' : 'error'}
        variant={valid ? 'outlined' : 'filled'}
      />
    </Tooltip>
  );
}

/**
 * Every rule with a tick or a cross; a failing rule names the cards at fault (when the deck is
 * given), and the missing conjurations are named.
 */
export function DeckStatusFlags({
  status,
  format,
  catalogue,
  deck,
}: DeckStatusProps & {
  catalogue: CardCatalogue;
  deck?: Pick<DeckContents, 'phoenixborn' | 'cards'>;
}) {
  const details: LegalityDetails = deck
    ? legalityDetails(deck, catalogue, format ?? null)
    : { maxThree: [], uniques: [] };
  const rules = [...STATUS_RULES];
  if (format === 'hl2pvp') rules.push({ key: 'hl2pvp', label: 'Heroic Level 2 deck building' });
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="deck-status-flags">
      {rules.map((rule) => {
        const ok = status[rule.key] === true;
        return (
          <Typography
            component="li"
            variant="body2"
            key={rule.key}
            data-rule={rule.key}
            data-ok={ok ? 'true' : 'false'}
            sx={{ color: ok ? 'success.main' : 'error.main' }}
          >
            {ok ? '✔' : '✘'} {rule.label}
            {!ok && <RuleDetails lines={detailsOf(details, rule.key)} />}
          </Typography>
        );
      })}
      {status.missingConjurations.length > 0 && (
        <Typography
          component="li"
          variant="body2"
          data-testid="missing-conjurations"
          sx={{ color: 'warning.main' }}
        >
          Missing conjurations:{' '}
          {status.missingConjurations.map((stub) => catalogue[stub]?.name ?? stub).join(', ')}
        </Typography>
      )}
    </Box>
  );
}

function detailsOf(details: LegalityDetails, key: keyof DeckStatus): string[] {
  if (key === 'maxThree') return details.maxThree;
  if (key === 'uniques') return details.uniques;
  return [];
}

function RuleDetails({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="rule-details">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Box>
  );
}

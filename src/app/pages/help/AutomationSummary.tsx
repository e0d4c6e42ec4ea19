import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { AlertPanel } from '../../components/AlertPanel';
import { useCardsStore } from '../../stores/cards';
import { summariseAutomation } from './automation';
import { AppLink, Para } from './HelpArticle';

/**
 * How many cards the rules engine plays, and which, read from the card catalogue at run
 * time (the `automated` flag of GET /api/cards): the help says exactly what the engine does.
 */
export function AutomationSummary({ listCards = false }: { listCards?: boolean }) {
  const cards = useCardsStore((s) => s.cards);
  const status = useCardsStore((s) => s.status);
  const error = useCardsStore((s) => s.error);
  useEffect(() => void useCardsStore.getState().load(), []);
  const summary = useMemo(() => summariseAutomation(cards), [cards]);

  if (status === 'error') {
    const message = Array.isArray(error) ? error.join(' ') : (error ?? '');
    return (
      <AlertPanel
        type="warning"
        message={`The card list could not be loaded, so the automated cards cannot be listed: ${message}`}
      />
    );
  }
  if (status !== 'loaded') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }} role="status">
        <CircularProgress size={16} />
        <Typography>Counting the automated cards...</Typography>
      </Box>
    );
  }
  if (summary.total === 0) {
    return <Para>The card catalogue is empty, so no card can be played yet.</Para>;
  }
  return (
    <Box data-testid="automation-summary">
      <Para>
        <strong>
          {summary.automated.length} of the {summary.total} player cards
        </strong>{' '}
        have their abilities played by the rules engine. For the other {summary.manual}, the engine
        pays the cost and puts the card where it goes, but its text does nothing by itself: resolve
        it by hand. The <AppLink to="/cards">Cards</AppLink> page marks each card (open it, or
        filter by Rules engine).
      </Para>
      {listCards && summary.automated.length > 0 && (
        <Box component="details" sx={{ mb: 1.5 }}>
          <Box component="summary" sx={{ cursor: 'pointer' }}>
            The automated cards
          </Box>
          <Box
            component="ul"
            sx={{ columns: { xs: 1, sm: 3 }, pl: 3, mt: 1 }}
            data-testid="automated-cards"
          >
            {summary.automated.map((card) => (
              <li key={card.stub}>{card.name}</li>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}

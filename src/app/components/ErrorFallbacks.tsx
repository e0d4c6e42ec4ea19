import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Paper,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AlertPanel } from './AlertPanel';
import { LabelledField } from './LabelledField';

export const RENDER_FAILURE_TEXT = "We're sorry - something's gone wrong.";
export const CRITICAL_FAILURE_TEXT =
  "We're sorry, a critical error has occured in the client and we're unable to show you anything. Please try refreshing your browser after filling out a report.";
export const CRITICAL_FAILURE_LOGGED_TEXT =
  'The error has been logged. Please report persistent bugs in the discord #software-dev channel.';

/** The routed content failed to render: the rest of the shell keeps working. */
export function RenderFailure() {
  return (
    <Box sx={{ p: 2 }}>
      <AlertPanel type="danger" message={RENDER_FAILURE_TEXT} />
    </Box>
  );
}

function reportText(error: Error, description: string): string {
  return [
    `What happened: ${description || '(not described)'}`,
    `Page: ${window.location.href}`,
    `Browser: ${navigator.userAgent}`,
    `Time: ${new Date().toISOString()}`,
    `Error: ${error.message}`,
    error.stack ?? '',
  ].join('\n');
}

/** Collects what the user was doing and puts a report on the clipboard for the bug channel. */
function ErrorReportDialog({ error, onClose }: { error: Error; onClose: () => void }) {
  const [description, setDescription] = useState('');
  const [copied, setCopied] = useState<string | null>(null);
  const report = reportText(error, description);
  const copy = () => {
    navigator.clipboard
      .writeText(report)
      .then(() => setCopied('The report is on your clipboard: paste it into the bug channel.'))
      .catch(() => setCopied('Copying failed: select the report below and copy it by hand.'));
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Report this error</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Tell us what you were doing when this happened, then copy the report and post it in the
          bug channel.
        </Typography>
        <LabelledField
          label="What were you doing?"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
        />
        <LabelledField
          label="Report"
          value={report}
          multiline
          minRows={4}
          maxRows={10}
          fullWidth
          sx={{ mt: 2, '& textarea': { fontFamily: 'monospace', fontSize: 12 } }}
          readOnly
        />
        {copied ? <AlertPanel type="info" message={copied} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={copy}>
          Copy report
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Nothing of the app could be shown: explain, link home and offer the report dialog. */
export function CriticalFailure({ error }: { error: Error }) {
  const [reporting, setReporting] = useState(false);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <Paper
        sx={{ p: 4, maxWidth: 640, cursor: 'pointer' }}
        onClick={() => setReporting(true)}
        role="alert"
      >
        <Typography variant="h5" gutterBottom>
          Something broke
        </Typography>
        <Typography sx={{ mb: 2 }}>{CRITICAL_FAILURE_TEXT}</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {CRITICAL_FAILURE_LOGGED_TEXT}
        </Typography>
        <Link component={RouterLink} to="/" onClick={(event) => event.stopPropagation()}>
          Return to the home page
        </Link>
      </Paper>
      {reporting ? <ErrorReportDialog error={error} onClose={() => setReporting(false)} /> : null}
    </Box>
  );
}

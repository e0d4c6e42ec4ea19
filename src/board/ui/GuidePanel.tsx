import { Box, Button, Paper, Typography } from '@mui/material';
import { useEffect } from 'react';
import type { SxProps, Theme } from '@mui/material';
import {
  advanceGuide,
  currentLesson,
  dismissLesson,
  GUIDE_LESSONS,
  guideFinished,
} from '../logic/guide';
import type { GuideAnchor, GuideProgress } from '../logic/guide';
import { useGame } from './context';

/** What the app gives a guided game: the progress it keeps, and how to keep a new one. */
export interface GuideControls {
  progress: GuideProgress;
  onProgress(progress: GuideProgress): void;
  /** Leaves the guide for this game (the lessons learnt stay learnt). */
  onHide(): void;
}

/**
 * Where each lesson sits. The first-five chooser is a dialog, so its lesson sits above the
 * dialog at the top of the window; the others sit beside what they explain.
 */
const PLACES: Record<GuideAnchor, SxProps<Theme>> = {
  centre: { top: 12, left: '50%', transform: 'translateX(-50%)' },
  // Above the prompt's dock, which is beside the hand at the bottom of the table.
  prompt: { bottom: 260, left: 24 },
  hand: { bottom: 150, left: '50%', transform: 'translateX(-50%)' },
  battlefield: { top: '40%', left: 24 },
};

/** The guided first game's lesson for what is on the board now, with "Got it" and "Hide guide". */
export function GuidePanel({ guide }: { guide: GuideControls }) {
  const view = useGame((s) => s.view);
  const { progress, onProgress } = guide;

  useEffect(() => {
    if (!view) return;
    const next = advanceGuide(progress, view);
    if (next !== progress) onProgress(next);
  }, [view, progress, onProgress]);

  if (!view || view.winner) return null;
  const lesson = currentLesson(view, progress);
  if (!lesson) return null;
  const number = GUIDE_LESSONS.findIndex((l) => l.id === lesson.id) + 1;
  return (
    <Paper
      role="dialog"
      aria-labelledby="guide-title"
      data-testid="guide-panel"
      data-lesson={lesson.id}
      elevation={8}
      sx={{
        position: 'fixed',
        // Above the board and its dialogs (the first-five chooser among them).
        zIndex: 1400,
        width: 360,
        p: 2,
        border: '2px solid #e0923c',
        bgcolor: 'rgba(24, 16, 10, 0.96)',
        ...PLACES[lesson.anchor],
      }}
    >
      <Typography variant="overline" color="text.secondary">
        Guided first game · {number} of {GUIDE_LESSONS.length}
      </Typography>
      <Typography id="guide-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {lesson.title}
      </Typography>
      <Typography variant="body2">{lesson.text}</Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        <Button size="small" color="inherit" onClick={guide.onHide}>
          Hide guide
        </Button>
        <Button
          size="small"
          variant="contained"
          onClick={() => {
            const next = dismissLesson(progress, lesson.id);
            onProgress(next);
            if (guideFinished(next)) guide.onHide();
          }}
        >
          Got it
        </Button>
      </Box>
    </Paper>
  );
}

import { describe, expect, it } from 'vitest';
import type { GameView } from '../../protocol/game-view';
import { basicView, firstFiveView, meditateView, payingView } from '../fixtures/gameViews';
import {
  advanceGuide,
  currentLesson,
  dismissLesson,
  guideFinished,
  GUIDE_LESSONS,
  NEW_GUIDE,
  parseGuideProgress,
} from './guide';

const viewerOf = (view: GameView) => {
  const me = view.viewer ? view.players[view.viewer] : undefined;
  if (!me) throw new Error('the fixture has a viewer');
  return me;
};

describe('the guided first game', () => {
  it('explains the first five while the chooser is open', () => {
    expect(currentLesson(firstFiveView(), NEW_GUIDE)?.id).toBe('first-five');
  });

  it('explains paying while a payment prompt is open, beside the prompt', () => {
    const lesson = currentLesson(payingView(), NEW_GUIDE);
    expect(lesson).toMatchObject({ id: 'pay', anchor: 'prompt' });
  });

  it('explains meditate while the player meditates', () => {
    expect(currentLesson(meditateView(), NEW_GUIDE)?.id).toBe('meditate');
  });

  it('learns a lesson once its situation is over, and moves to the next one that applies', () => {
    let progress = advanceGuide(NEW_GUIDE, payingView());
    expect(progress).toEqual({ learnt: [], showing: 'pay' });
    progress = advanceGuide(progress, basicView());
    expect(progress.learnt).toEqual(['pay']);
    expect(currentLesson(payingView(), progress)).toBeNull();
  });

  it('explains passing on the viewer’s own turn once units and attacks are understood', () => {
    const view = basicView();
    const me = viewerOf(view);
    me.promptState = {
      ...me.promptState,
      promptTitle: 'Choose an action',
      buttons: [{ text: 'Pass', command: 'menuButton', arg: 'pass', uuid: 'x', method: 'pass' }],
    };
    const progress = { learnt: ['play-unit' as const], showing: null };
    expect(currentLesson({ ...view, currentPhase: 'playerturns' }, progress)?.id).toBe('pass');
  });

  it('shows nothing to spectators', () => {
    expect(currentLesson({ ...payingView(), viewer: null }, NEW_GUIDE)).toBeNull();
  });

  it('a dismissed lesson is not shown again; all lessons learnt ends the guide', () => {
    const progress = dismissLesson(NEW_GUIDE, 'pay');
    expect(currentLesson(payingView(), progress)).toBeNull();
    const all = GUIDE_LESSONS.reduce((p, lesson) => dismissLesson(p, lesson.id), NEW_GUIDE);
    expect(guideFinished(all)).toBe(true);
    expect(guideFinished(progress)).toBe(false);
  });

  it('reads stored progress safely', () => {
    expect(parseGuideProgress({ learnt: ['pay', 'bogus', 3] })).toEqual({
      learnt: ['pay'],
      showing: null,
    });
    expect(parseGuideProgress('junk')).toEqual(NEW_GUIDE);
    expect(parseGuideProgress(null)).toEqual(NEW_GUIDE);
  });
});

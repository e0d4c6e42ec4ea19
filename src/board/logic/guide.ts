/**
 * The guided first game: which lesson the board shows, read from the viewer's own view only.
 *
 * Lessons come in the order a first game meets them. Each names the situation in which it is
 * shown (so it explains what is on screen right now) and where on the board it belongs. A
 * lesson counts as learnt once the player has gone through its situation: it was showing
 * and the next view no longer is in it. Progress is a plain list of learnt lessons, so it can
 * be kept between visits and the guide resumes where it stopped.
 */
import type { GameView, PlayerView } from '../../protocol/game-view';
import { firstFiveChoice } from './firstFive';

export type GuideLessonId =
  'first-five' | 'prepare' | 'meditate' | 'pay' | 'play-unit' | 'attack' | 'pass';

/** Where the lesson sits: beside the prompt (and its buttons), the hand or the battlefields. */
export type GuideAnchor = 'prompt' | 'hand' | 'battlefield' | 'centre';

export interface GuideLesson {
  id: GuideLessonId;
  title: string;
  text: string;
  anchor: GuideAnchor;
}

export interface GuideProgress {
  learnt: GuideLessonId[];
  /** The lesson shown at the last view, to tell when its situation is over. */
  showing: GuideLessonId | null;
}

export const NEW_GUIDE: GuideProgress = { learnt: [], showing: null };

interface LessonRule extends GuideLesson {
  /** The viewer is in this lesson's situation. */
  applies(view: GameView, me: PlayerView): boolean;
}

const title = (me: PlayerView) => me.promptState.promptTitle;
const hasButton = (me: PlayerView, text: string) =>
  me.promptState.buttons.some((b) => b.text === text && !b.disabled);
const myTurnToAct = (view: GameView, me: PlayerView) =>
  view.currentPhase === 'playerturns' && title(me) === 'Choose an action';

const LESSONS: readonly LessonRule[] = [
  {
    id: 'first-five',
    title: 'Your first five',
    text:
      'Before the game you choose five different cards from your deck to start with in hand. ' +
      'Pick cards you can play early: an ally or a conjuration spell to put a unit on your ' +
      'battlefield, and a ready spell or two. Click a card to choose it, then Done.',
    anchor: 'centre',
    applies: (view) => firstFiveChoice(view) !== null,
  },
  {
    id: 'prepare',
    title: 'The prepare phase',
    text:
      'Each round starts by rolling your dice into your active pool and drawing up to five ' +
      'cards. You may first discard cards you do not want this round: click them, then Done.',
    anchor: 'hand',
    applies: (view) => view.currentPhase === 'prepare',
  },
  {
    id: 'meditate',
    title: 'Meditate',
    text:
      'Meditate is a side action: discard a card from your hand (or the top of your draw ' +
      'pile) to turn one of your dice to the face you need. Use it when your dice do not ' +
      'show the symbols a card costs.',
    anchor: 'prompt',
    applies: (_view, me) => title(me).startsWith('Meditate:'),
  },
  {
    id: 'pay',
    title: 'Paying with dice',
    text:
      'A card’s cost is paid with dice from your active pool. Click dice that show the ' +
      'symbols of the cost (any face pays a basic symbol), then Done. Cancel gives them back.',
    anchor: 'prompt',
    applies: (_view, me) => title(me).startsWith('Pay for'),
  },
  {
    id: 'play-unit',
    title: 'Playing a unit',
    text:
      'Units fight for you. Click an ally in your hand, or a conjuration spell on your ' +
      'spellboard, to bring one onto your battlefield. Its attack is the damage it deals; its ' +
      'life is how much it can take.',
    anchor: 'hand',
    applies: (view, me) => myTurnToAct(view, me) && me.cardPiles.cardsInPlay.length === 0,
  },
  {
    id: 'attack',
    title: 'Attacking',
    text:
      'Attacking is your main action for the turn. Attack Phoenixborn sends any of your ' +
      'units at your opponent’s Phoenixborn; Attack Unit picks one of their units. The ' +
      'defender may block or guard. Exhausted units cannot attack.',
    anchor: 'battlefield',
    applies: (view, me) =>
      myTurnToAct(view, me) &&
      (hasButton(me, 'Attack Phoenixborn') || hasButton(me, 'Attack Unit')),
  },
  {
    id: 'pass',
    title: 'Passing and ending your turn',
    text:
      'Each turn you take one main action and may take side actions. Pass uses your main ' +
      'action to do nothing; End Turn hands over once the main action is spent. When both ' +
      'players pass one after the other, the round ends. Reduce the opposing Phoenixborn’s ' +
      'life to zero to win.',
    anchor: 'prompt',
    applies: (view, me) =>
      myTurnToAct(view, me) && (hasButton(me, 'Pass') || hasButton(me, 'End Turn')),
  },
];

export const GUIDE_LESSONS: readonly GuideLesson[] = LESSONS.map(
  ({ id, title: heading, text, anchor }) => ({ id, title: heading, text, anchor }),
);

/** The lesson to show for this view, given what is learnt (null: nothing to explain now). */
export function currentLesson(view: GameView, progress: GuideProgress): GuideLesson | null {
  const me = view.viewer ? view.players[view.viewer] : undefined;
  if (!me) return null;
  const lesson = LESSONS.find((l) => !progress.learnt.includes(l.id) && l.applies(view, me));
  return lesson ? (GUIDE_LESSONS.find((l) => l.id === lesson.id) ?? null) : null;
}

/** Progress after a new view: the lesson shown before is learnt once its situation is over. */
export function advanceGuide(progress: GuideProgress, view: GameView): GuideProgress {
  const me = view.viewer ? view.players[view.viewer] : undefined;
  if (!me) return progress;
  const before = progress.showing ? LESSONS.find((l) => l.id === progress.showing) : undefined;
  const learnt =
    before && !before.applies(view, me) && !progress.learnt.includes(before.id)
      ? [...progress.learnt, before.id]
      : progress.learnt;
  const showing = currentLesson(view, { learnt, showing: null })?.id ?? null;
  if (learnt === progress.learnt && showing === progress.showing) return progress;
  return { learnt, showing };
}

/** Marks a lesson learnt at once (the player's "Got it"). */
export function dismissLesson(progress: GuideProgress, id: GuideLessonId): GuideProgress {
  if (progress.learnt.includes(id)) return progress;
  return { learnt: [...progress.learnt, id], showing: null };
}

export function guideFinished(progress: GuideProgress): boolean {
  return LESSONS.every((l) => progress.learnt.includes(l.id));
}

/** Reads stored progress; anything malformed starts the guide afresh. */
export function parseGuideProgress(raw: unknown): GuideProgress {
  if (typeof raw !== 'object' || raw === null || !('learnt' in raw)) return NEW_GUIDE;
  const { learnt } = raw;
  if (!Array.isArray(learnt)) return NEW_GUIDE;
  const known = LESSONS.map((l) => l.id);
  const kept = known.filter((id) => learnt.includes(id));
  return { learnt: kept, showing: null };
}

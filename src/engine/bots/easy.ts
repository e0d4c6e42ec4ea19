/**
 * The easy level: every legal command of the view gets a score from the prompt's title and
 * what the command names (a button, a card and whose it is, a die), and the bot sends the
 * best with a little seeded noise. It reads the view only.
 */
import type { GameCommand } from '../../protocol/game';
import type { GameView } from '../../protocol/game-view';
import {
  againstChimera,
  soloButtonScore,
  soloCardScore,
  soloDieScore,
  soloFirstFiveScore,
} from './solo-sense';
import { HARM, HELP } from './title-words';
import { findCard, findDie, lifeLeft } from './view-lookup';

/** How far the seeded noise may lift a score: it breaks ties, never a clear preference. */
const NOISE = 1.5;
/** How often the bot sends any legal command instead: a loop of sensible moves still ends. */
const WANDER = 0.04;

export interface PromptFacts {
  title: string;
  me: string;
  /** Some card or die not yet picked may still be clicked. */
  unpickedLeft: boolean;
  /** A Done button is offered. */
  canFinish: boolean;
  /** The other side is a Chimera (solo-sense.ts plays by the Red Rains rules). */
  solo: boolean;
  /** Names of the other seats, as "choose a player" buttons show them. */
  opponents: readonly string[];
}

function promptFacts(view: GameView, me: string, legal: readonly GameCommand[]): PromptFacts {
  const prompt = view.players[me]?.promptState;
  const unpickedLeft = legal.some((c) => {
    if (c.type === 'cardClicked') return findCard(view, c.uuid)?.card.selected !== true;
    if (c.type === 'dieClicked') return findDie(view, c.uuid)?.die.selected !== true;
    return false;
  });
  return {
    title: (prompt?.promptTitle ?? '').toLowerCase(),
    me,
    unpickedLeft,
    canFinish: legal.some((c) => c.type === 'menuButton' && buttonText(view, me, c.arg) === 'done'),
    solo: againstChimera(view, me),
    opponents: Object.keys(view.players).filter((name) => name !== me),
  };
}

function buttonText(view: GameView, me: string, arg: string | null): string {
  const button = view.players[me]?.promptState.buttons.find((b) => b.arg === arg);
  return (button?.text ?? arg ?? '').toLowerCase();
}

/** Prompts where picking nothing is the sensible answer (discarding, exhausting dice). */
function picksAreLosses(title: string): boolean {
  return title.includes('to discard, then') || title.includes('dice to exhaust');
}

function buttonScore(view: GameView, text: string, f: PromptFacts): number {
  if (f.solo) {
    const solo = soloButtonScore(view, text, f);
    if (solo !== null) return solo;
  }
  switch (text) {
    case 'cancel':
      // Only worth it when the started play cannot be finished.
      return f.unpickedLeft || f.canFinish ? -50 : 0;
    case 'pass':
      return -20;
    case 'end turn':
      return -10;
    case 'done':
      if (picksAreLosses(f.title) || f.title.startsWith('meditate')) return 15;
      return f.unpickedLeft && !f.title.startsWith('pay for') ? 2 : 12;
    case 'attack phoenixborn':
      return 7;
    case 'attack a unit':
      return 6;
    case 'meditate':
      return 1;
    case 'top of draw pile':
      return 4;
    case 'power':
      return 10;
    case 'class':
      return 5;
    case 'use':
    case 'yes':
      return 5;
    case 'search draw pile':
      return 4;
    case 'skip':
    case "don't search":
    case 'no':
      return -2;
    default:
      return 2;
  }
}

function cardScore(view: GameView, uuid: string, f: PromptFacts): number {
  const found = findCard(view, uuid);
  if (!found) return 0;
  const { card, holder, pile } = found;
  const mine = holder === f.me;
  if (card.selected) return -8;
  if (picksAreLosses(f.title)) return -6;
  if (f.title.includes('first five')) return f.solo ? soloFirstFiveScore(card) : 10;
  if (f.title.startsWith('meditate')) return 3;
  if (f.solo) {
    const solo = soloCardScore(view, found, f);
    if (solo !== null) return solo;
  }
  if (f.title === 'choose an action') {
    if (pile === 'hand') return card.canPlay === false ? 0 : card.type === 'Ready Spell' ? 7 : 9;
    return 4;
  }
  if (f.title.includes('attackers') || f.title.includes('block') || f.title.includes('guard'))
    return mine ? 10 : -4;
  const weak = Math.max(0, 5 - lifeLeft(card));
  if (HARM.some((w) => f.title.includes(w))) return mine ? -6 : 9 + weak;
  if (HELP.some((w) => f.title.includes(w))) return mine ? 8 : -6;
  return mine ? 4 : 3;
}

function dieScore(view: GameView, uuid: string, f: PromptFacts): number {
  const found = findDie(view, uuid);
  if (!found) return 0;
  const { die } = found;
  if (die.selected) return -8;
  if (picksAreLosses(f.title)) return -6;
  if (f.solo) {
    const solo = soloDieScore(found, f);
    if (solo !== null) return solo;
  }
  // Spend the cheapest face that fits, keep power faces for dice powers.
  const cheap = die.level === 'basic' ? 2 : die.level === 'class' ? 1 : 0;
  if (f.title.startsWith('pay for')) return 7 + cheap;
  if (f.title.includes('die to change')) return 6 + cheap;
  if (f.title === 'choose an action') return 3;
  return 5;
}

/** The easy score of each legal command, in the same order. */
export function easyScores(view: GameView, me: string, legal: readonly GameCommand[]): number[] {
  const f = promptFacts(view, me, legal);
  return legal.map((c) => {
    if (c.type === 'menuButton') return buttonScore(view, buttonText(view, me, c.arg), f);
    if (c.type === 'cardClicked') return cardScore(view, c.uuid, f);
    if (c.type === 'dieClicked') return dieScore(view, c.uuid, f);
    return 0;
  });
}

/** Indices of the legal commands from best to worst by easy score with seeded noise. */
export function easyRanking(
  view: GameView,
  me: string,
  legal: readonly GameCommand[],
  random: () => number,
): number[] {
  const scores = easyScores(view, me, legal).map((s) => s + random() * NOISE);
  return scores.map((_, i) => i).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
}

export function chooseEasy(
  view: GameView,
  me: string,
  legal: readonly GameCommand[],
  random: () => number,
): GameCommand | null {
  if (legal.length === 0) return null;
  if (random() < WANDER) return legal[Math.floor(random() * legal.length)] ?? null;
  const best = easyRanking(view, me, legal, random)[0];
  return best === undefined ? null : (legal[best] ?? null);
}

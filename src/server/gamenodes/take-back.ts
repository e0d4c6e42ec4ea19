import type { TakeBackView } from '../../protocol/game-view';
import type { HostedGameSpec } from './game-node';

/**
 * Take-back on a node: the typed commands (the board's Take back button and its answer
 * buttons send the same chat lines), who may take back what in which game, and a casual
 * game's ask waiting for the opponent. The move itself is undone by the runner, which rebuilds
 * the game from its setup and log without it (same seed, so the same draws and dice).
 */
export const TAKE_BACK_COMMAND = '/takeback';
export type TakeBackAnswer = 'ask' | 'accept' | 'decline';

/** The take-back a chat line asks for, or null when it is no take-back command. */
export function takeBackCommand(text: string): TakeBackAnswer | null {
  const [command, answer, ...rest] = text.trim().split(/\s+/);
  if (command !== TAKE_BACK_COMMAND || rest.length > 0) return null;
  if (answer === undefined) return 'ask';
  return answer === 'accept' || answer === 'decline' ? answer : null;
}

export const TAKE_BACK_TEXTS = {
  ranked: 'Moves cannot be taken back in ranked games',
  solo: 'Moves cannot be taken back in solo games',
  spectator: 'Only a player can take a move back',
  finished: 'The game is over',
  nothing: 'You have no move to take back',
  opponentActed: 'Your opponent has acted since your last move, so it can no longer be taken back',
  clock: 'A clock ran out since your last move, so it can no longer be taken back',
  alreadyAsked: 'A take-back is already waiting for an answer',
  noAsk: 'There is no take-back to answer',
  ownAsk: 'Your opponent answers your take-back',
  declined: (username: string) => `${username} declined the take-back`,
} as const;

export type TakeBackRule = TakeBackView['rule'] | 'refused';

/** What a game allows: refused in ranked and solo games, asked in casual ones, at once in practice. */
export function takeBackRule(spec: HostedGameSpec): TakeBackRule {
  const d = spec.details;
  if (d.ranked || d.gameType === 'competitive' || d.newGameType === 'chimera') return 'refused';
  if (d.newGameType === 'practice')
    return d.practiceOpponent === 'goldfish' ? 'freely' : 'immediate';
  return 'ask';
}

export function refusedText(spec: HostedGameSpec): string {
  return spec.details.newGameType === 'chimera' ? TAKE_BACK_TEXTS.solo : TAKE_BACK_TEXTS.ranked;
}

/** The take-back state of one hosted game: its rule and a casual game's pending ask. */
export class TakeBackRequest {
  readonly rule: TakeBackRule;
  askedBy: string | null = null;

  constructor(spec: HostedGameSpec) {
    this.rule = takeBackRule(spec);
  }

  view(): TakeBackView | undefined {
    if (this.rule === 'refused') return undefined;
    return { rule: this.rule, askedBy: this.askedBy };
  }
}

/** The node's take-back state laid over a view (views pass through the node as plain JSON). */
export function withTakeBack(view: unknown, takeBack: TakeBackView | undefined): unknown {
  if (!takeBack || typeof view !== 'object' || view === null) return view;
  return { ...view, takeBack };
}

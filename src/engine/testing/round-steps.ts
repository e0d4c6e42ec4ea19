/**
 * Scenario moves that carry a game through the round's routine prompts, so a test reaches
 * the moment it is about (the end of the round) without spelling out every pass.
 */
import type { Card } from '../../domain/cards';
import { scenario } from './scenario';
import type { Scenario, ScenarioSetup } from './scenario';

const DISCARD_PROMPT = 'Choose cards to discard, then Done';

/** A game on this board from the recovery phase, discarding nothing: the end of the round comes next. */
export function toEndOfRound(catalogue: Record<string, Card>, setup: ScenarioSetup): Scenario {
  const s = scenario(catalogue, { ...setup, phase: 'recovery' });
  while (s.prompt().title === DISCARD_PROMPT) s.button('Done');
  return s;
}

/** Passes, ends turns and answers routine prompts with Done until a prompt's title matches. */
export function passUntil(s: Scenario, title: RegExp, limit = 40): Scenario {
  for (let i = 0; i < limit && !title.test(s.prompt().title); i++) {
    const { buttons } = s.prompt();
    s.button(buttons.includes('Done') ? 'Done' : buttons.includes('Pass') ? 'Pass' : 'End Turn');
  }
  return s;
}

/**
 * The defender declines to guard or block and answers whether to counter, for as long as the
 * defender is asked (a battle-order prompt of the attacker ends it).
 */
export function defend(s: Scenario, defender: 'p1' | 'p2', counter: boolean): Scenario {
  const answers = ['No guard', 'Done', counter ? 'Counter' : "Don't counter"];
  for (let asked = 0; asked < 6; asked++) {
    const { player, buttons } = s.prompt();
    const answer = answers.find((a) => buttons.includes(a));
    if (player !== defender || answer === undefined) break;
    s.button(answer, player);
  }
  return s;
}

/**
 * Whether the engine can play a Chimera deck: its boss has scripted rules and every card of
 * its deck has a script. The lobby asks before a solo game starts, so a boss whose cards are
 * not all scripted is refused rather than half played.
 */
import { standardCards } from '../cards';

/** The cards that keep this Chimera deck from being played (its Chimera card when it has no rules). */
export function unplayableChimeraCards(chimera: string, cards: readonly string[]): string[] {
  const registry = standardCards();
  if (!registry.bossRules(chimera)) return [chimera];
  return [...new Set(cards)].filter((stub) => !registry.isAutomated(stub));
}

import type { ApiCard } from '../../../protocol/cards';
import { deckKindOf } from '../cards/gallery';

/** What the help pages say about automation, counted from the catalogue the server sends. */
export interface AutomationSummary {
  /** Player cards of the catalogue (Phoenixborn, cards and conjurations). */
  total: number;
  /** The player cards whose abilities the rules engine runs, by name. */
  automated: ApiCard[];
  /** Player cards the engine does not run: their text is resolved by hand. */
  manual: number;
}

/**
 * Counts the `automated` flag of GET /api/cards, the same flag the card pages show, so the
 * help can never claim more (or less) than the engine does.
 */
export function summariseAutomation(cards: Record<string, ApiCard>): AutomationSummary {
  const player = Object.values(cards).filter((card) => deckKindOf(card) === 'player');
  const automated = player
    .filter((card) => card.automated)
    .sort((a, b) => a.name.localeCompare(b.name));
  return { total: player.length, automated, manual: player.length - automated.length };
}

/**
 * The first-five choice as the chooser shows it: while the game is at setup and the viewer's
 * prompt picks from their own draw pile, the deck's titles grouped by card type (one card a
 * title, the copy the engine lets us pick), what is chosen, and the prompt's Done.
 */
import type { CardView, GameView, PromptButton } from '../../protocol/game-view';

export const FIRST_FIVE_SIZE = 5;

export interface FirstFiveTitle {
  /** The copy a click picks (or unpicks): the chosen one, else a selectable one. */
  card: CardView;
  copies: number;
  chosen: boolean;
  /** Whether a click changes anything (a chosen title unpicks; five chosen, others wait). */
  open: boolean;
}

export interface FirstFiveChoice {
  groups: { type: string; titles: FirstFiveTitle[] }[];
  chosen: CardView[];
  done: PromptButton;
}

export function firstFiveChoice(view: GameView): FirstFiveChoice | null {
  if (view.currentPhase !== 'setup' || !view.viewer) return null;
  const me = view.players[view.viewer];
  const deck = me?.cardPiles.deck;
  const done = me?.promptState.buttons.find((b) => b.arg === 'done');
  if (!me || !deck || !done || !deck.some((c) => c.selectable || c.selected)) return null;
  const byTitle = new Map<string, CardView[]>();
  for (const card of deck) {
    const title = card.name ?? card.uuid;
    byTitle.set(title, [...(byTitle.get(title) ?? []), card]);
  }
  const groups = new Map<string, FirstFiveTitle[]>();
  for (const copies of byTitle.values()) {
    const chosen = copies.find((c) => c.selected);
    const card = chosen ?? copies.find((c) => c.selectable) ?? (copies[0] as CardView);
    const type = card.group ?? card.type ?? 'Other';
    const title = {
      card,
      copies: copies.length,
      chosen: Boolean(chosen),
      open: Boolean(card.selectable),
    };
    groups.set(type, [...(groups.get(type) ?? []), title]);
  }
  return {
    groups: [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([type, titles]) => ({
        type,
        titles: titles.sort((a, b) => (a.card.name ?? '').localeCompare(b.card.name ?? '')),
      })),
    chosen: deck.filter((c) => c.selected),
    done,
  };
}

/** "3 of 5 chosen". */
export function chosenCount(chosen: number): string {
  return `${chosen} of ${FIRST_FIVE_SIZE} chosen`;
}

/** What Done with fewer than five does, asked before it is done. */
export function fillAtRandomText(chosen: number): string {
  const left = FIRST_FIVE_SIZE - chosen;
  return `You have chosen ${chosen} of ${FIRST_FIVE_SIZE}. The other ${left} ${left === 1 ? 'card is' : 'cards are'} drawn at random from the rest of your deck, each of a title not in your hand yet.`;
}

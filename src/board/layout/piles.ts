/** The table's piles: their labels and the cards of each in a player's view. */
import type { PileName } from '../../protocol/game';
import type { CardView, PlayerView } from '../../protocol/game-view';

const PILE_LABELS: Record<PileName, string> = {
  hand: 'Hand',
  deck: 'Draw',
  discard: 'Discard',
  archives: 'Conjurations',
  purged: 'Purged',
  spellboard: 'Spellboard',
  'play area': 'Play area',
};

export function pileLabel(pile: PileName): string {
  return PILE_LABELS[pile];
}

export function pileCards(player: PlayerView, pile: PileName): CardView[] {
  switch (pile) {
    case 'hand':
      return player.cardPiles.hand;
    case 'deck':
      return player.cardPiles.deck ?? [];
    case 'discard':
      return player.cardPiles.discard;
    case 'archives':
      return player.cardPiles.archives;
    case 'purged':
      return player.cardPiles.purged;
    case 'spellboard':
      return player.cardPiles.spells;
    case 'play area':
      return player.cardPiles.cardsInPlay;
  }
}

/** Spellboard cards grouped by slot (cardSlot, else the card name), in first-seen order. */
export function spellboardSlots(spells: readonly CardView[]): CardView[][] {
  const slots = new Map<string, CardView[]>();
  for (const card of spells) {
    const key = card.cardSlot ?? card.name ?? card.uuid;
    const list = slots.get(key) ?? [];
    list.push(card);
    slots.set(key, list);
  }
  return [...slots.values()];
}

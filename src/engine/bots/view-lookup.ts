/**
 * Where a card or die a command names sits in a view: whose it is and in which pile. The
 * heuristics read only this and the prompt, never the state.
 */
import type { CardPiles, CardView, DieView, GameView } from '../../protocol/game-view';

export type PileName = keyof CardPiles | 'phoenixborn';

export interface FoundCard {
  card: CardView;
  /** Name of the player whose piles hold it. */
  holder: string;
  pile: PileName;
}

export interface FoundDie {
  die: DieView;
  holder: string;
}

const PILES: readonly (keyof CardPiles)[] = [
  'cardsInPlay',
  'spells',
  'hand',
  'discard',
  'deck',
  'archives',
  'purged',
];

export function findCard(view: GameView, uuid: string): FoundCard | null {
  for (const [holder, player] of Object.entries(view.players)) {
    if (player.phoenixborn.uuid === uuid)
      return { card: player.phoenixborn, holder, pile: 'phoenixborn' };
    for (const pile of PILES) {
      for (const card of player.cardPiles[pile] ?? []) {
        if (card.uuid === uuid) return { card, holder, pile };
        for (const upgrade of card.upgrades)
          if (upgrade.uuid === uuid) return { card: upgrade, holder, pile };
      }
    }
  }
  return null;
}

export function findDie(view: GameView, uuid: string): FoundDie | null {
  for (const [holder, player] of Object.entries(view.players)) {
    const die = player.dice.find((d) => d.uuid === uuid);
    if (die) return { die, holder };
  }
  return null;
}

/** Life a unit or Phoenixborn has left (its life less its damage). */
export function lifeLeft(card: CardView): number {
  return (card.life ?? 0) - (card.tokens.damage ?? 0);
}

/**
 * What a prompt asks and what is picked so far, without its ids: two views with the same
 * signature ask the same question in the same position.
 */
export function promptSignature(view: GameView, me: string): string {
  const prompt = view.players[me]?.promptState;
  const parts: string[] = [view.currentPhase, String(view.round), prompt?.promptTitle ?? ''];
  for (const b of prompt?.buttons ?? []) parts.push(`b:${b.text}:${b.disabled === true}`);
  for (const player of Object.values(view.players)) {
    const cards = [player.phoenixborn, ...PILES.flatMap((pile) => player.cardPiles[pile] ?? [])];
    for (const card of cards)
      if (card.selectable || card.selected) parts.push(`c:${card.uuid}:${card.selected === true}`);
    for (const die of player.dice)
      if (die.selectable || die.selected)
        parts.push(`d:${die.uuid}:${die.selected}:${die.location}`);
  }
  return parts.join('|');
}

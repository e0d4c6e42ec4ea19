/**
 * A bot that plays from its view alone: it lists the prompt's buttons and the selectable
 * cards and dice, and picks one uniformly with its own seeded generator.
 */
import type { GameCommand } from '../../protocol/game';
import type { CardView, GameView } from '../../protocol/game-view';

export function legalCommands(view: GameView, me: string): GameCommand[] {
  const player = view.players[me];
  if (!player) return [];
  const commands: GameCommand[] = [];
  for (const b of player.promptState.buttons) {
    if (!b.disabled)
      commands.push({ type: 'menuButton', arg: b.arg, uuid: b.uuid, method: b.method });
  }
  const seen = new Set<string>();
  const visit = (card: CardView) => {
    if (card.selectable && !seen.has(card.uuid)) {
      seen.add(card.uuid);
      commands.push({ type: 'cardClicked', uuid: card.uuid });
    }
    card.upgrades.forEach(visit);
  };
  for (const p of Object.values(view.players)) {
    visit(p.phoenixborn);
    for (const pile of Object.values(p.cardPiles)) (pile as CardView[]).forEach(visit);
    for (const die of p.dice)
      if (die.selectable) commands.push({ type: 'dieClicked', uuid: die.uuid });
  }
  return commands;
}

/** Small seeded generator for bots (mulberry32), independent of the game's. */
export function botRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

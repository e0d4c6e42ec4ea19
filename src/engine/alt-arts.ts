/**
 * Alternative card art. A player's alt arts (card stub → image stubs they hold) come with the
 * game setup. By default a card shows the first alt its owner holds; with the manualAlts
 * setting it shows the printed art until its owner picks an alt from the card's menu.
 */
import type { MenuItem } from '../protocol/game-view';
import { optionOn } from './options';
import type { CardInstance, GameState, PlayerId } from './state';

/** Menu command (menuItemClick) that picks a card's art; arg: an image stub or 'default'. */
export const ALT_COMMAND = 'alt';
export const PRINTED_ART = 'default';

function altsFor(state: GameState, card: CardInstance): string[] {
  return state.players[card.owner].altArts?.[card.stub] ?? [];
}

/** The image stub a card is shown with. */
export function imageStubOf(state: GameState, card: CardInstance, printed: string): string {
  if (card.alt !== undefined) return card.alt ?? printed;
  if (optionOn(state, card.owner, 'manualAlts')) return printed;
  return altsFor(state, card)[0] ?? printed;
}

/** The art choices of a card its viewer owns, for the card menu. */
export function altMenu(state: GameState, card: CardInstance, viewer: PlayerId | null): MenuItem[] {
  if (viewer !== card.owner) return [];
  const alts = altsFor(state, card);
  if (alts.length === 0) return [];
  return [
    { text: 'Printed art', command: ALT_COMMAND, arg: PRINTED_ART, menu: 'main' },
    ...alts.map((alt, i) => ({
      text: `Alt art ${i + 1}`,
      command: ALT_COMMAND,
      arg: alt,
      menu: 'main' as const,
    })),
  ];
}

/** Its owner picks a card's art. */
export function chooseAlt(
  state: GameState,
  me: PlayerId,
  uuid: string,
  arg: string | null,
): string | null {
  const card = state.cards[uuid];
  if (!card || card.owner !== me) return 'You can only change the art of your own cards';
  if (arg === PRINTED_ART) {
    card.alt = null;
    return null;
  }
  if (!arg || !altsFor(state, card).includes(arg)) return 'You do not have that alt art';
  card.alt = arg;
  return null;
}

/** The alt arts of a setup that concern these cards (no other holdings enter the state). */
export function altArtsFor(
  altArts: Record<string, string[]> | undefined,
  stubs: Iterable<string>,
): Record<string, string[]> | undefined {
  if (!altArts) return undefined;
  const kept: Record<string, string[]> = {};
  for (const stub of stubs) {
    const list = altArts[stub]?.filter((a) => typeof a === 'string' && a.length > 0);
    if (list && list.length > 0) kept[stub] = list;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

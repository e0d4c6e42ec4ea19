import { OPTION_SETTING_NAMES } from '../../protocol/game';
import type { OptionSettingName } from '../../protocol/game';
import type { OptionSettings } from '../../protocol/game-view';
import type { GameDeck } from '../lobby/deck-source';

/** A player's game option settings as a hosted game takes them: only the engine's names. */
export type PlayerOptionSettings = Partial<OptionSettings>;

/** A player's alt arts as a hosted game takes them: card stub → image stubs. */
export type PlayerAltArts = Record<string, string[]>;

/** The longest card or image stub a game takes. */
export const ALT_ART_STUB_MAX = 100;
/** The most alternatives one card may carry into a game. */
export const ALT_ARTS_PER_CARD_MAX = 50;

/** A value `toggleOptionSetting` would accept: a switch, or a timer of 0–10 whole seconds. */
export function isOptionValue(value: unknown): value is boolean | number {
  return (
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10)
  );
}

export function isOptionSettingName(name: string): name is OptionSettingName {
  return (OPTION_SETTING_NAMES as readonly string[]).includes(name);
}

function isStub(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= ALT_ART_STUB_MAX;
}

/**
 * The game option settings of a stored profile (`users.settings.optionSettings`): the
 * engine's names with a value it accepts. Client-only ones (leftMode, compactLayout) and
 * anything malformed stay behind, so a bad row never keeps a game from starting.
 */
export function profileOptionSettings(settings: unknown): PlayerOptionSettings {
  const kept: PlayerOptionSettings = {};
  if (typeof settings !== 'object' || settings === null) return kept;
  const stored: unknown = (settings as { optionSettings?: unknown }).optionSettings;
  if (typeof stored !== 'object' || stored === null) return kept;
  for (const [name, value] of Object.entries(stored)) {
    if (isOptionSettingName(name) && isOptionValue(value)) kept[name] = value;
  }
  return kept;
}

/** The alt arts a player holds for the cards of their deck (the only ones a game shows). */
export function deckAltArts(altArts: unknown, deck: GameDeck | null): PlayerAltArts {
  if (!deck || typeof altArts !== 'object' || altArts === null) return {};
  const held = altArts as Record<string, unknown>;
  const kept: [string, string[]][] = [];
  for (const card of [...deck.phoenixborn, ...deck.cards, ...deck.conjurations]) {
    const alts = Object.hasOwn(held, card.id) ? held[card.id] : undefined;
    if (!Array.isArray(alts)) continue;
    const valid = alts.filter(isStub).slice(0, ALT_ARTS_PER_CARD_MAX);
    if (valid.length > 0) kept.push([card.id, valid]);
  }
  // fromEntries defines own keys: no stub can reach the object's prototype.
  return Object.fromEntries(kept);
}

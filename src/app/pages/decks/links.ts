/** Where a shared deck lives on the external deck site (share links use /decks/share/). */
export const EXTERNAL_DECK_SITE = 'https://ashes.live';

export function externalDeckUrl(uuid: string): string {
  return `${EXTERNAL_DECK_SITE}/decks/share/${uuid}/`;
}

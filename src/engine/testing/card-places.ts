/**
 * Invariant: every card is in exactly one place, and that place is the zone it says it is in.
 * The places are a player's piles and Phoenixborn, the Chimera's threat zone, a host's
 * upgrades (zone 'attached') and the cards under another card (zone 'underneath').
 */
import { playersOf } from '../sides';
import type { GameState, Zone } from '../state';

interface Place {
  /** What the problem line calls it. */
  name: string;
  /** The zone a card found there must say it is in. */
  zone: Zone;
}

/** Every place that lists each card uuid. */
function cardPlaces(state: GameState): Map<string, Place[]> {
  const places = new Map<string, Place[]>();
  const add = (uuid: string, place: Place) => {
    const list = places.get(uuid);
    if (list) list.push(place);
    else places.set(uuid, [place]);
  };
  for (const p of playersOf(state)) {
    const player = state.players[p];
    const piles: [Zone, readonly string[]][] = [
      ['deck', player.deck],
      ['hand', player.hand],
      ['discard', player.discard],
      ['battlefield', player.battlefield],
      ['spellboard', player.spellboard],
      ['archives', player.archives],
      ['purged', player.purged],
      ['threat', state.chimera?.seat === p ? state.chimera.threatZone : []],
    ];
    for (const [zone, list] of piles)
      for (const uuid of list) add(uuid, { name: `${p} ${zone}`, zone });
    add(player.phoenixborn, { name: `${p} phoenixborn`, zone: 'phoenixborn' });
  }
  for (const card of Object.values(state.cards)) {
    for (const uuid of card.upgrades)
      add(uuid, { name: `upgrades of ${card.stub}`, zone: 'attached' });
    for (const uuid of card.under ?? [])
      add(uuid, { name: `under ${card.stub}`, zone: 'underneath' });
  }
  return places;
}

export function cardPlaceProblems(state: GameState): string[] {
  const problems: string[] = [];
  const places = cardPlaces(state);
  for (const [uuid, list] of places) {
    const card = state.cards[uuid];
    if (!card) {
      problems.push(`${list.map((p) => p.name).join(', ')} lists missing card ${uuid}`);
      continue;
    }
    if (list.length > 1)
      problems.push(`${card.stub} (${uuid}) is in ${list.map((p) => p.name).join(' and ')}`);
    for (const place of list)
      if (place.zone !== card.zone)
        problems.push(`${card.stub} listed in ${place.name} but is in ${card.zone}`);
  }
  for (const [key, card] of Object.entries(state.cards)) {
    if (key !== card.uuid) problems.push(`${card.stub} (${card.uuid}) is kept under ${key}`);
    if (!places.has(card.uuid)) problems.push(`${card.stub} (${card.zone}) is in no zone`);
    // An upgrade names the card it is attached to, a card underneath the one above it.
    if (
      card.zone === 'attached' &&
      !(card.host && state.cards[card.host]?.upgrades.includes(card.uuid))
    )
      problems.push(`${card.stub} is attached to nothing`);
    if (
      card.zone === 'underneath' &&
      !(card.host && (state.cards[card.host]?.under ?? []).includes(card.uuid))
    )
      problems.push(`${card.stub} is underneath nothing`);
  }
  return problems;
}

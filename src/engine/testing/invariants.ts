/** Invariants that must hold after every command; self-play and tests check them. */
import { inst } from '../cardinfo';
import type { EngineContext } from '../context';
import { cardData } from '../context';
import { playersOf } from '../sides';
import type { GameState } from '../state';

export function checkInvariants(
  state: GameState,
  context: EngineContext,
  expectedCards: number,
): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const player of Object.values(state.players)) {
    const sides = state.sides.filter((side) => side.players.includes(player.id)).length;
    if (sides !== 1) problems.push(`${player.id} sits on ${sides} sides`);
  }
  for (const p of playersOf(state)) {
    const player = state.players[p];
    const pb = cardData(context, inst(state, player.phoenixborn).stub);
    // The Chimera's card has no battlefield or spellboard values: its aspects follow its threat.
    const chimera = state.chimera?.seat === p ? state.chimera : null;
    if (!chimera && player.battlefield.length > (pb.battlefield ?? 0))
      problems.push(`${p} has ${player.battlefield.length} units`);
    const slots = new Set(player.spellboard.map((u) => inst(state, u).stub));
    if (!chimera && slots.size > (pb.spellboard ?? 0))
      problems.push(`${p} uses ${slots.size} spellboard slots`);
    const zones = {
      deck: player.deck,
      hand: player.hand,
      discard: player.discard,
      battlefield: player.battlefield,
      spellboard: player.spellboard,
      archives: player.archives,
      purged: player.purged,
      threat: chimera?.threatZone ?? [],
    };
    for (const [zone, list] of Object.entries(zones)) {
      for (const uuid of list) {
        const card = state.cards[uuid];
        if (!card) problems.push(`${zone} lists missing card ${uuid}`);
        else if (card.zone !== zone)
          problems.push(`${card.stub} listed in ${zone} but is in ${card.zone}`);
        if (seen.has(uuid)) problems.push(`${uuid} is in ${zone} and ${seen.get(uuid)}`);
        seen.set(uuid, zone);
      }
    }
    seen.set(player.phoenixborn, 'phoenixborn');
    if (player.dice.length !== new Set(player.dice).size) problems.push(`${p} has a die twice`);
    if (state.turn && state.turn.sideActions < 0) problems.push('negative side actions');
  }
  for (const card of Object.values(state.cards)) {
    for (const [k, v] of Object.entries(card.tokens))
      if (v < 0) problems.push(`${card.stub} has ${v} ${k}`);
    if (card.zone === 'attached') {
      const host = card.host ? state.cards[card.host] : undefined;
      if (!host || !host.upgrades.includes(card.uuid))
        problems.push(`${card.stub} is attached to nothing`);
      seen.set(card.uuid, 'attached');
    }
    if (card.zone === 'underneath') {
      const above = card.host ? state.cards[card.host] : undefined;
      if (!above || !(above.under ?? []).includes(card.uuid))
        problems.push(`${card.stub} is underneath nothing`);
      seen.set(card.uuid, 'underneath');
    }
    if (!seen.has(card.uuid)) problems.push(`${card.stub} (${card.zone}) is in no zone`);
  }
  if (Object.keys(state.cards).length !== expectedCards)
    problems.push(`card count ${Object.keys(state.cards).length} != ${expectedCards}`);
  for (const die of Object.values(state.dice)) {
    const owners = playersOf(state).filter((p) => state.players[p].dice.includes(die.uuid));
    if (owners.length !== 1) problems.push(`die ${die.uuid} belongs to ${owners.length} players`);
    if ((die.location === 'attached') !== (die.host !== null))
      problems.push(`die ${die.uuid} location ${die.location} host ${die.host}`);
    // Dice sit on units and Phoenixborns (charm, divine), on ready spells (Reimagine) and,
    // artifice dice, on any card in play, alterations too.
    if (
      die.host &&
      !['battlefield', 'phoenixborn', 'spellboard', 'attached'].includes(
        state.cards[die.host]?.zone ?? '',
      )
    )
      problems.push(`die on ${die.host} not in play`);
  }
  return problems;
}

/**
 * Scenario moves and reads around attacks: declaring a Phoenixborn attack with some units,
 * and a unit's attack value as the board shows it.
 */
import type { Scenario } from './scenario';

/** The deciding player attacks the opposing Phoenixborn with these units (stubs or uuids). */
export function attackPhoenixbornWith(s: Scenario, attackers: string[]): Scenario {
  s.button('Attack Phoenixborn');
  for (const attacker of attackers) s.click(attacker);
  return s.button('Done');
}

/** The attack value the first player's view shows for a unit of this stub of a player (by name). */
export function shownAttack(s: Scenario, playerName: string, stub: string): number | undefined {
  return s.view('p1').players[playerName]?.cardPiles.cardsInPlay.find((c) => c.id === stub)?.attack;
}

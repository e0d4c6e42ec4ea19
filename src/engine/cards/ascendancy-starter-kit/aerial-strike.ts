import {
  chooseCard,
  dealDamage,
  defineCard,
  hasAstralDie,
  opponentUnits,
  phoenixbornOf,
} from '../api';
import type { Scope } from '../api';

function astralOnPhoenixborn(s: Scope): boolean {
  return hasAstralDie(s, phoenixbornOf(s));
}

const target = chooseCard('target', {
  title: 'Aerial Strike: choose a unit an opponent controls to deal 4 damage to',
  from: (g) => (astralOnPhoenixborn(g) ? opponentUnits(g) : []),
});

/** Aerial Strike: If your Phoenixborn has an astral die on it, deal 4 damage to a target unit an opponent controls. */
export default defineCard({
  stub: 'aerial-strike',
  playable: (q) => opponentUnits(q).length > 0,
  effect: [target.ask, (g) => void dealDamage(g, target.of(g), 4)],
});

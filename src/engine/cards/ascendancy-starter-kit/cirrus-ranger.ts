import {
  activeDiceOf,
  chooseCard,
  chooseDie,
  controllerOf,
  dealDamage,
  defineCard,
  hasAstralDie,
  lowerDie,
  mayChangeDiceOf,
  onComesIntoPlay,
  opponentsOf,
  phoenixbornOf,
  targetablePhoenixborns,
} from '../api';
import type { Scope } from '../api';

function opponentPhoenixborns(s: Scope): string[] {
  return targetablePhoenixborns(s).filter((pb) => opponentsOf(s).includes(controllerOf(s, pb)));
}

const target = chooseCard('target', {
  title: 'Cirrus Ranger, Aerial Ambush 1: choose a Phoenixborn an opponent controls',
  from: (g) => (hasAstralDie(g, phoenixbornOf(g)) ? opponentPhoenixborns(g) : []),
});
const die = chooseDie('die', {
  title: "Cirrus Ranger, Aerial Ambush 1: choose a die in that opponent's active pool to lower",
  from: (g) => {
    const pb = target.of(g);
    if (pb === null || !mayChangeDiceOf(g, controllerOf(g, pb))) return [];
    return activeDiceOf(g, controllerOf(g, pb))
      .filter((d) => d.level !== 'basic')
      .map((d) => d.uuid);
  },
});

/** Cirrus Ranger: Aerial Ambush 1: When this unit comes into play, if your Phoenixborn has an astral die on it, deal 1 damage to a target Phoenixborn an opponent controls and lower 1 die in that target opponent's active pool one level. */
export default defineCard({
  stub: 'cirrus-ranger',
  triggers: [
    onComesIntoPlay('Aerial Ambush 1', [
      target.ask,
      (g) => void dealDamage(g, target.of(g), 1),
      die.ask,
      (g) => lowerDie(g, die.of(g)),
    ]),
  ],
});

import {
  chooseCard,
  dealDamage,
  defineCard,
  exhaust,
  isExhausted,
  opponentsOf,
  phoenixbornOf,
  targetablePhoenixborns,
} from '../api';
import type { Scope } from '../api';

function unexhaustedOpposingPhoenixborns(s: Scope): string[] {
  const theirs = opponentsOf(s).map((p) => phoenixbornOf(s, p));
  return targetablePhoenixborns(s).filter((pb) => theirs.includes(pb) && !isExhausted(s, pb));
}

const target = chooseCard('target', {
  title: 'Choke: choose an unexhausted Phoenixborn an opponent controls',
  from: (g) => unexhaustedOpposingPhoenixborns(g),
});

/** Choke: Place 1 exhaustion token on a target unexhausted Phoenixborn an opponent controls. Deal 1 damage to that target Phoenixborn. */
export default defineCard({
  stub: 'choke',
  playable: (q) => unexhaustedOpposingPhoenixborns(q).length > 0,
  effect: [
    target.ask,
    (g) => {
      exhaust(g, target.of(g), 1);
      dealDamage(g, target.of(g), 1);
    },
  ],
});

import {
  chooseDie,
  defineCard,
  discardFromPlay,
  eventOf,
  lowerDie,
  lowerableDiceOf,
  onAttached,
  self,
  treatAsExhausted,
} from '../api';
import type { Scope } from '../api';

/** The Stun attached to this card (there is at most one). */
function stunOn(s: Scope, host: string): string | null {
  return (
    (s.state.cards[host]?.upgrades ?? []).find((u) => s.state.cards[u]?.stub === 'stun') ?? null
  );
}

const lowered = chooseDie('stunLowered', {
  title: 'Stun: lower 1 of your dice one level to discard this Stun',
  from: (g) => lowerableDiceOf(g, g.me),
});

/**
 * Stun (conjured alteration spell, Frostwild Scourge): the card it is attached to, a unit or
 * a Phoenixborn, is considered exhausted. A card may have only one Stun (the Chimera's
 * scripts attach it with `attachOnePerHost`). Its host's controller may, as a side action and
 * by lowering 1 of their dice one level, discard this Stun.
 */
export default defineCard({
  stub: 'stun',
  triggers: [
    onAttached('Stun', [
      (g) =>
        treatAsExhausted(g, eventOf(g, 'alterationAttached')?.host ?? null, {
          whileAttached: self(g),
        }),
    ]),
  ],
  grantedAbilities: [
    {
      id: 'shake-off-stun',
      name: 'Shake Off Stun',
      cost: ['[[side]]'],
      // The host is considered exhausted: this is its way out.
      inexhaustible: true,
      usable: (q) => lowerableDiceOf(q, q.me).length > 0,
      steps: [
        lowered.ask,
        (g) => {
          const die = lowered.of(g);
          if (die === null) return;
          lowerDie(g, die);
          discardFromPlay(g, stunOn(g, self(g)));
        },
      ],
    },
  ],
});

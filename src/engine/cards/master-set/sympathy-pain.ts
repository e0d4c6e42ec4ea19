import {
  canTarget,
  chooseCard,
  dealDamage,
  defineCard,
  eventOf,
  opponentsOf,
  phoenixbornOf,
  unitsOf,
} from '../api';

const target = chooseCard('target', {
  title: 'Sympathy Pain: choose a unit or Phoenixborn',
  from: (g) => {
    // "that opponent": the player whose effect or attack placed the wounds.
    const by = eventOf(g, 'pbWounded')?.by;
    const opponent = opponentsOf(g).find((p) => p === by);
    if (!opponent) return [];
    return [...unitsOf(g, opponent).filter((u) => canTarget(g, u)), phoenixbornOf(g, opponent)];
  },
});

/** Sympathy Pain: Reaction: after wound tokens are placed on your Phoenixborn by an attack, spell, ability or dice power an opponent controls, deal 2 damage to a target unit or Phoenixborn that opponent controls. */
export default defineCard({
  stub: 'sympathy-pain',
  reaction: {
    event: 'pbWounded',
    match: (q, e) => e.controller === q.me && opponentsOf(q).some((p) => p === e.by),
  },
  effect: [
    target.ask,
    (g) => {
      dealDamage(g, target.of(g), 2);
    },
  ],
});

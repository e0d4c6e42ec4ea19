import {
  canSummon,
  chooseCard,
  dealDamage,
  defineCard,
  drawPileOf,
  focus,
  phoenixbornOf,
  players,
  summon,
  targetablePhoenixborns,
} from '../api';

// Focus 2: only Phoenixborns whose controller has no cards in their draw pile.
const target = chooseCard('target', {
  title: 'Summon Orchid Dove: you may deal 1 damage to a Phoenixborn whose draw pile is empty',
  from: (g) =>
    focus(g) >= 2
      ? targetablePhoenixborns(g).filter((pb) =>
          players(g).some((p) => phoenixbornOf(g, p) === pb && drawPileOf(g, p).length === 0),
        )
      : [],
  optional: true,
});

/** Summon Orchid Dove: main, exhaust, 1 charm class: Place an Orchid Dove conjuration onto your battlefield. Focus 1: You may change the activation cost of this spell to main, exhaust, 1 basic. Focus 2: You may deal 1 damage to a target player's Phoenixborn if they do not have any cards in their draw pile. */
export default defineCard({
  stub: 'summon-orchid-dove',
  abilities: [
    {
      id: 'summon',
      name: 'Summon Orchid Dove',
      // Focus 1: any die pays 1 basic, so the cheaper cost replaces the printed one.
      cost: (q) =>
        focus(q) >= 1
          ? ['[[main]]', '[[exhaust]]', '1 [[basic]]']
          : ['[[main]]', '[[exhaust]]', '1 [[charm:class]]'],
      usable: (q) => canSummon(q, 'orchid-dove'),
      steps: [
        (g) => void summon(g, 'orchid-dove'),
        target.ask,
        (g) => void dealDamage(g, target.of(g), 1),
      ],
    },
  ],
});

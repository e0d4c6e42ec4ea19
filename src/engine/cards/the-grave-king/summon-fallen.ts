import {
  canSummon,
  chooseNumber,
  defineCard,
  placeStatus,
  readySpellsOf,
  removeStatus,
  self,
  summon,
  tokensOn,
} from '../api';

const count = chooseNumber('count', {
  title: 'Summon Fallen: remove how many status tokens?',
  from: (g) => Array.from({ length: Math.min(3, tokensOn(g, self(g)).status) + 1 }, (_, n) => n),
});

/** Summon Fallen: After an ally you control is destroyed, place 1 status token on this spell if it has fewer than 3 status tokens on it. Main, exhaust, 1 ceremonial power, 1 ceremonial class: Remove up to 3 status tokens from this spell to place an equal number of Fallen conjurations onto your battlefield. */
export default defineCard({
  stub: 'summon-fallen',
  triggers: [
    {
      name: 'Summon Fallen',
      event: 'destroyed',
      match: (q, e) =>
        e.wasAlly &&
        e.controller === q.me &&
        readySpellsOf(q).includes(q.self) &&
        tokensOn(q, q.self).status < 3,
      steps: [(g) => placeStatus(g, self(g), 1)],
    },
  ],
  abilities: [
    {
      id: 'summon',
      name: 'Summon Fallen',
      cost: ['[[main]]', '[[exhaust]]', '1 [[ceremonial:power]]', '1 [[ceremonial:class]]'],
      usable: (q) => tokensOn(q, q.self).status > 0 && canSummon(q, 'fallen'),
      steps: [
        count.ask,
        (g) => {
          const removed = removeStatus(g, self(g), count.of(g) ?? 0);
          for (let i = 0; i < removed; i++) if (summon(g, 'fallen') === null) break;
        },
      ],
    },
  ],
});

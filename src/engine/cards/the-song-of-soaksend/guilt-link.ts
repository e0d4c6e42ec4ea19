import {
  chooseCard,
  choosePlayer,
  defineCard,
  destroy,
  placeStatus,
  removeStatus,
  self,
  tokensOn,
  unitsOf,
} from '../api';

const mine = chooseCard('mine', {
  title: 'Guilt Link: choose a unit you control to destroy',
  from: (g) => unitsOf(g),
});

const player = choosePlayer('player', {
  title: 'Guilt Link: choose a target player to destroy a unit they control',
  only: (g, p) => unitsOf(g, p).length > 0,
});

// The target player picks which of their units they destroy.
const theirs = chooseCard('theirs', {
  title: 'Guilt Link: choose a unit you control to destroy',
  from: (g) => {
    const whose = player.of(g);
    return whose === null ? [] : unitsOf(g, whose);
  },
  by: (g) => player.of(g) ?? g.me,
});

/** Guilt Link: After 1 or more wound tokens are placed on your Phoenixborn as a result of a unit's attack, place 1 status token on this spell if it has no status tokens on it. side, exhaust: Remove 1 status token from this spell to destroy a unit you control. If you do, choose a target player to destroy a unit they control. */
export default defineCard({
  stub: 'guilt-link',
  triggers: [
    {
      name: 'Guilt Link',
      event: 'pbWounded',
      // A unit's attack places wounds without an effect (spells, abilities, dice powers have one).
      match: (q, e) =>
        e.controller === q.me && e.by !== null && !e.byEffect && tokensOn(q, q.self).status === 0,
      steps: [(g) => placeStatus(g, self(g), 1)],
    },
  ],
  abilities: [
    {
      id: 'guiltLink',
      name: 'Guilt Link',
      cost: ['[[side]]', '[[exhaust]]'],
      usable: (q) => tokensOn(q, q.self).status > 0 && unitsOf(q).length > 0,
      steps: [
        (g) => {
          if (removeStatus(g, self(g), 1) === 0) return { end: true };
        },
        mine.ask,
        (g) => {
          if (destroy(g, mine.of(g)) === null) return { end: true };
        },
        player.ask,
        theirs.ask,
        (g) => void destroy(g, theirs.of(g)),
      ],
    },
  ],
});

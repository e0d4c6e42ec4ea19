import {
  alliesYouControl,
  chooseCard,
  defineCard,
  destroy,
  hasRoomOn,
  inConjurationPile,
  placeWounds,
  printedRecoverOf,
  rememberNumber,
  summon,
} from '../api';

const sacrificed = chooseCard('sacrificed', {
  title: 'Summon Calamity Golem: choose an ally you control to destroy',
  from: (g) => alliesYouControl(g),
});

const recover = rememberNumber('recover');

/**
 * Summon Calamity Golem: Destroy an ally you control to place a Calamity Golem conjuration onto
 * your battlefield. Place wound tokens on it equal to the printed recover value of the
 * destroyed ally.
 */
export default defineCard({
  stub: 'summon-calamity-golem',
  playable: (q) => alliesYouControl(q).length > 0 && inConjurationPile(q, 'calamity-golem'),
  effect: [
    sacrificed.ask,
    (g) => {
      const ally = sacrificed.of(g);
      if (ally === null) return { end: true };
      recover.set(g, printedRecoverOf(g, ally));
      // "To": the Golem comes only once the ally was destroyed (rules digest §16.1 rule 1).
      if (destroy(g, ally) === null) return { end: true };
    },
    (g) => {
      // The destroyed ally's place is free again, so there is room for the Golem.
      if (!hasRoomOn(g, g.me)) return;
      const golem = summon(g, 'calamity-golem');
      placeWounds(g, golem, recover.of(g) ?? 0);
    },
  ],
});

import {
  chooseCard,
  chooseOpponent,
  defineCard,
  discardFromPlay,
  hasRoomOn,
  onComesIntoPlay,
  onDestroyed,
  stubOf,
  summon,
  unitsOf,
} from '../api';
import type { Scope } from '../api';

function yourBloodPuppets(s: Scope): string[] {
  return unitsOf(s).filter((u) => stubOf(s, u) === 'blood-puppet');
}

const puppet = chooseCard('puppet', {
  title: 'Restitch: you may discard a Blood Puppet you control',
  from: yourBloodPuppets,
  optional: true,
});

const onto = chooseOpponent('onto', {
  title: "Restitch: place a Blood Puppet onto which opponent's battlefield?",
  only: (g) => puppet.of(g) !== null,
});

/**
 * Blood Puppeteer: Stitch: When this unit comes into play, place a Blood Puppet conjuration onto
 * your battlefield. * Restitch: When this unit is destroyed, you may discard a Blood Puppet you
 * control to place a Blood Puppet conjuration onto a target opponent's battlefield.
 */
export default defineCard({
  stub: 'blood-puppeteer',
  triggers: [
    onComesIntoPlay('Stitch', [(g) => void summon(g, 'blood-puppet')]),
    onDestroyed('Restitch', [
      puppet.ask,
      onto.ask,
      (g) => {
        const player = onto.of(g);
        if (puppet.of(g) === null || player === null) return { end: true };
        discardFromPlay(g, puppet.of(g));
        if (hasRoomOn(g, player)) summon(g, 'blood-puppet', player);
      },
    ]),
  ],
});

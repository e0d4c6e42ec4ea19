import {
  chooseCard,
  choosePlayer,
  defineCard,
  discardFromPlay,
  hasRoomOn,
  onComesIntoPlay,
  onDestroyed,
  opponentsOf,
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

const onto = choosePlayer('onto', {
  title: "Restitch: place a Blood Puppet onto which opponent's battlefield?",
  only: (g, p) => puppet.of(g) !== null && opponentsOf(g).includes(p),
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

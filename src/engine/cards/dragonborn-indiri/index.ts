/**
 * Indiri Aldair (Dragonborn of Ascendancy's PvE): its rules, every aspect of its deck and
 * its three conjured arrows. A deck with an aspect that has no script is refused at setup.
 */
import type { CardScript } from '../api';
import burningArrow from './burning-arrow';
import entanglingArrow from './entangling-arrow';
import fletch from './fletch';
import godshield from './godshield';
import lieInWait from './lie-in-wait';
import oppress from './oppress';
import quickShot from './quick-shot';
import volleyOfArrows from './volley-of-arrows';
import whistlingArrow from './whistling-arrow';

export { default as INDIRI_ALDAIR } from './indiri-aldair';

export const DRAGONBORN_INDIRI: readonly CardScript[] = [
  burningArrow,
  entanglingArrow,
  fletch,
  godshield,
  lieInWait,
  oppress,
  quickShot,
  volleyOfArrows,
  whistlingArrow,
];

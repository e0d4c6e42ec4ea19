/** The Siege of Lordswall release: every card of it that has a script. */
import type { CardScript } from '../api';
import armorOfValor from './armor-of-valor';
import bravery from './bravery';
import divinityMount from './divinity-mount';
import forkLightning from './fork-lightning';
import gloryAspirant from './glory-aspirant';
import handOfShield from './hand-of-shield';
import handOfSpear from './hand-of-spear';
import intercession from './intercession';
import pride from './pride';
import pteraHatchling from './ptera-hatchling';
import pteraHerder from './ptera-herder';
import radiantLight from './radiant-light';
import shiningStagMount from './shining-stag-mount';
import silverPaladin from './silver-paladin';
import soulfire from './soulfire';
import summonShiningStagMount from './summon-shining-stag-mount';
import takeToTheSkies from './take-to-the-skies';

export const THE_SIEGE_OF_LORDSWALL: readonly CardScript[] = [
  armorOfValor,
  bravery,
  divinityMount,
  forkLightning,
  gloryAspirant,
  handOfShield,
  handOfSpear,
  intercession,
  pride,
  pteraHatchling,
  pteraHerder,
  radiantLight,
  shiningStagMount,
  silverPaladin,
  soulfire,
  summonShiningStagMount,
  takeToTheSkies,
];

/** The Duchess of Deception release: every card of it that has a script. */
import type { CardScript } from '../api';
import bodyInversion from './body-inversion';
import copycat from './copycat';
import figuresInTheFog from './figures-in-the-fog';
import flashArcher from './flash-archer';
import particleShield from './particle-shield';
import secretDoor from './secret-door';
import shadowHound from './shadow-hound';
import shadowSpirit from './shadow-spirit';
import summonShadowHound from './summon-shadow-hound';
import summonShadowSpirit from './summon-shadow-spirit';
import toShadows from './to-shadows';
import vanish from './vanish';
import victoriaGlassfire from './victoria-glassfire';

export const THE_DUCHESS_OF_DECEPTION: readonly CardScript[] = [
  bodyInversion,
  copycat,
  figuresInTheFog,
  flashArcher,
  particleShield,
  secretDoor,
  shadowHound,
  shadowSpirit,
  summonShadowHound,
  summonShadowSpirit,
  toShadows,
  vanish,
  victoriaGlassfire,
];

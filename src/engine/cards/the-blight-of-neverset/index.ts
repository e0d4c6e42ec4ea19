/** The Blight of Neverset release: every card of it that has a script. */
import type { CardScript } from '../api';
import arrogance from './arrogance';
import bastionBadger from './bastion-badger';
import chimeraCharmer from './chimera-charmer';
import dealersChoice from './dealers-choice';
import embrace from './embrace';
import eternityFlame from './eternity-flame';
import farewell from './farewell';
import giftedRose from './gifted-rose';
import judgment from './judgment';
import roseGardener from './rose-gardener';
import shimmerWing from './shimmer-wing';
import snakeBite from './snake-bite';
import summonBastionBadger from './summon-bastion-badger';
import summonShimmerWing from './summon-shimmer-wing';
import venomStrike from './venom-strike';
import willpower from './willpower';

export const THE_BLIGHT_OF_NEVERSET: readonly CardScript[] = [
  arrogance,
  bastionBadger,
  chimeraCharmer,
  dealersChoice,
  embrace,
  eternityFlame,
  farewell,
  giftedRose,
  judgment,
  roseGardener,
  shimmerWing,
  snakeBite,
  summonBastionBadger,
  summonShimmerWing,
  venomStrike,
  willpower,
];

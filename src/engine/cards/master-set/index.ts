/** The Master Set release: every card of it that has a script. */
import type { CardScript } from '../api';
import abundance from './abundance';
import anchornaut from './anchornaut';
import aradelSummergaard from './aradel-summergaard';
import bloodArcher from './blood-archer';
import bloodPuppet from './blood-puppet';
import bloodShaman from './blood-shaman';
import bloodTransfer from './blood-transfer';
import blueJaguar from './blue-jaguar';
import boundSoul from './bound-soul';
import butterflyMonk from './butterfly-monk';
import callUponTheRealms from './call-upon-the-realms';
import chantOfRevenge from './chant-of-revenge';
import closeCombat from './close-combat';
import coalRoarkwin from './coal-roarkwin';
import cover from './cover';
import cutTheStrings from './cut-the-strings';
import empower from './empower';
import enchantedViolinist from './enchanted-violinist';
import expandEnergy from './expand-energy';
import fadeAway from './fade-away';
import falseDemon from './false-demon';
import fear from './fear';
import finalCry from './final-cry';
import gilder from './gilder';
import goldenVeil from './golden-veil';
import hammerKnight from './hammer-knight';
import hiddenPower from './hidden-power';
import hypnotize from './hypnotize';
import ironRhino from './iron-rhino';
import ironWorker from './iron-worker';
import jessaNaNi from './jessa-na-ni';
import livingDoll from './living-doll';
import maeoniViper from './maeoni-viper';
import maskedWolf from './masked-wolf';
import massiveGrowth from './massive-growth';
import mistSpirit from './mist-spirit';
import mistTyphoon from './mist-typhoon';
import moltenGold from './molten-gold';
import noahRedmoon from './noah-redmoon';
import oneHundredBlades from './one-hundred-blades';
import openMemories from './open-memories';
import outOfTheMist from './out-of-the-mist';
import purge from './purge';
import redirect from './redirect';
import reflectionsInTheWater from './reflections-in-the-water';
import refresh from './refresh';
import resummon from './resummon';
import rootArmor from './root-armor';
import roseFireDancer from './rose-fire-dancer';
import sariaGuideman from './saria-guideman';
import seal from './seal';
import seasideRaven from './seaside-raven';
import shadowStrike from './shadow-strike';
import shiftingMist from './shifting-mist';
import silverSnake from './silver-snake';
import sleepingWidow from './sleeping-widow';
import sleightOfHand from './sleight-of-hand';
import smallSacrifice from './small-sacrifice';
import steadyGaze from './steady-gaze';
import stormwindSniper from './stormwind-sniper';
import strangeCopy from './strange-copy';
import strengthen from './strengthen';
import summonBloodPuppet from './summon-blood-puppet';
import summonBlueJaguar from './summon-blue-jaguar';
import summonButterflyMonk from './summon-butterfly-monk';
import summonFalseDemon from './summon-false-demon';
import summonGilder from './summon-gilder';
import summonIronRhino from './summon-iron-rhino';
import summonMaskedWolf from './summon-masked-wolf';
import summonMistSpirit from './summon-mist-spirit';
import summonSeasideRaven from './summon-seaside-raven';
import summonSilverSnake from './summon-silver-snake';
import summonSleepingWidows from './summon-sleeping-widows';
import summonThreeEyedOwl from './summon-three-eyed-owl';
import sympathyPain from './sympathy-pain';
import threeEyedOwl from './three-eyed-owl';
import transfer from './transfer';
import undyingHeart from './undying-heart';

export const MASTER_SET: readonly CardScript[] = [
  abundance,
  anchornaut,
  aradelSummergaard,
  bloodArcher,
  bloodPuppet,
  bloodShaman,
  bloodTransfer,
  blueJaguar,
  boundSoul,
  butterflyMonk,
  callUponTheRealms,
  chantOfRevenge,
  closeCombat,
  coalRoarkwin,
  cover,
  cutTheStrings,
  empower,
  enchantedViolinist,
  expandEnergy,
  fadeAway,
  falseDemon,
  fear,
  finalCry,
  gilder,
  goldenVeil,
  hammerKnight,
  hiddenPower,
  hypnotize,
  ironRhino,
  ironWorker,
  jessaNaNi,
  livingDoll,
  maeoniViper,
  maskedWolf,
  massiveGrowth,
  mistSpirit,
  mistTyphoon,
  moltenGold,
  noahRedmoon,
  oneHundredBlades,
  openMemories,
  outOfTheMist,
  purge,
  redirect,
  reflectionsInTheWater,
  refresh,
  resummon,
  rootArmor,
  roseFireDancer,
  sariaGuideman,
  seal,
  seasideRaven,
  shadowStrike,
  shiftingMist,
  silverSnake,
  sleepingWidow,
  sleightOfHand,
  smallSacrifice,
  steadyGaze,
  stormwindSniper,
  strangeCopy,
  strengthen,
  summonBloodPuppet,
  summonBlueJaguar,
  summonButterflyMonk,
  summonFalseDemon,
  summonGilder,
  summonIronRhino,
  summonMaskedWolf,
  summonMistSpirit,
  summonSeasideRaven,
  summonSilverSnake,
  summonSleepingWidows,
  summonThreeEyedOwl,
  sympathyPain,
  threeEyedOwl,
  transfer,
  undyingHeart,
];

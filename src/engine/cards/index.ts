/** Every card script the engine runs, by release, and the registry that holds them all. */
import { MASTER_SET } from './master-set';
import { THE_GRAVE_KING } from './the-grave-king';
import { THE_ROARING_ROSE } from './the-roaring-rose';
import { THE_DEMONS_OF_DARMAS } from './the-demons-of-darmas';
import { THE_CHILDREN_OF_BLACKCLOUD } from './the-children-of-blackcloud';
import { THE_FROSTDALE_GIANTS } from './the-frostdale-giants';
import { THE_GHOST_GUARDIAN } from './the-ghost-guardian';
import { THE_LAW_OF_LIONS } from './the-law-of-lions';
import { THE_SONG_OF_SOAKSEND } from './the-song-of-soaksend';
import { CHIMERA_BLIGHT_OF_NEVERSET } from './chimera-blight-of-neverset';
import { CHIMERA_CORPSE_OF_VIROS } from './chimera-corpse-of-viros';
import { CHIMERA_FROSTWILD_SCOURGE } from './chimera-frostwild-scourge';
import { CHIMERA_SIEGE_OF_LORDSWALL } from './chimera-siege-of-lordswall';
import { CHIMERA_FLOOD_OF_MOON_COVE } from './chimera-flood-of-moon-cove';
import { CHIMERA_SPAWN_OF_SHADOWRECK } from './chimera-spawn-of-shadowreck';
import { DRAGONBORN_INDIRI } from './dragonborn-indiri';
import { DRAGONBORN_SCATHA } from './dragonborn-scatha';
import { THE_GORRENROCK_SURVIVORS } from './the-gorrenrock-survivors';
import { THE_SCHOLAR_OF_RUIN } from './the-scholar-of-ruin';
import { THE_KING_OF_TITANS } from './the-king-of-titans';
import { THE_QUEEN_OF_LIGHTNING } from './the-queen-of-lightning';
import { THE_BREAKER_OF_FATE } from './the-breaker-of-fate';
import { THE_BOY_AMONG_WOLVES } from './the-boy-among-wolves';
import { THE_OCEANS_GUARD } from './the-oceans-guard';
import { THE_MASTERS_OF_GRAVITY } from './the-masters-of-gravity';
import { THE_MESSENGERS_OF_PEACE } from './the-messengers-of-peace';
import { THE_ARTIST_OF_DREAMS } from './the-artist-of-dreams';
import { THE_GODDESS_OF_ISHRA } from './the-goddess-of-ishra';
import { THE_DUCHESS_OF_DECEPTION } from './the-duchess-of-deception';
import { THE_SPIRITS_OF_MEMORIA } from './the-spirits-of-memoria';
import { THE_PROTECTOR_OF_ARGAIA } from './the-protector-of-argaia';
import { THE_FROSTWILD_SCOURGE } from './the-frostwild-scourge';
import { THE_CORPSE_OF_VIROS } from './the-corpse-of-viros';
import { THE_BLIGHT_OF_NEVERSET } from './the-blight-of-neverset';
import { THE_SIEGE_OF_LORDSWALL } from './the-siege-of-lordswall';
import { THE_END_OF_ARGAIA } from './the-end-of-argaia';
import { ASCENDANCY_STARTER_KIT } from './ascendancy-starter-kit';
import { THE_SPAWN_OF_SHADOWRECK } from './the-spawn-of-shadowreck';
import { THE_FLOOD_OF_MOON_COVE } from './the-flood-of-moon-cove';
import { CardRegistry } from './registry';
import { BOSSES } from './bosses';

let standard: CardRegistry | null = null;

/** The registry of every released card script (built once; registries never change). */
export function standardCards(): CardRegistry {
  standard ??= new CardRegistry([
    ...MASTER_SET,
    ...THE_GRAVE_KING,
    ...THE_ROARING_ROSE,
    ...THE_DEMONS_OF_DARMAS,
    ...THE_CHILDREN_OF_BLACKCLOUD,
    ...THE_FROSTDALE_GIANTS,
    ...THE_GHOST_GUARDIAN,
    ...THE_LAW_OF_LIONS,
    ...THE_SONG_OF_SOAKSEND,
    ...CHIMERA_CORPSE_OF_VIROS,
    ...CHIMERA_FROSTWILD_SCOURGE,
    ...CHIMERA_SIEGE_OF_LORDSWALL,
    ...CHIMERA_FLOOD_OF_MOON_COVE,
    ...CHIMERA_BLIGHT_OF_NEVERSET,
    ...CHIMERA_SPAWN_OF_SHADOWRECK,
    ...DRAGONBORN_SCATHA,
    ...DRAGONBORN_INDIRI,
    ...THE_GORRENROCK_SURVIVORS,
    ...THE_SCHOLAR_OF_RUIN,
    ...THE_KING_OF_TITANS,
    ...THE_QUEEN_OF_LIGHTNING,
    ...THE_BREAKER_OF_FATE,
    ...THE_BOY_AMONG_WOLVES,
    ...THE_OCEANS_GUARD,
    ...THE_MASTERS_OF_GRAVITY,
    ...THE_MESSENGERS_OF_PEACE,
    ...THE_ARTIST_OF_DREAMS,
    ...THE_GODDESS_OF_ISHRA,
    ...THE_DUCHESS_OF_DECEPTION,
    ...THE_SPIRITS_OF_MEMORIA,
    ...THE_PROTECTOR_OF_ARGAIA,
    ...THE_FROSTWILD_SCOURGE,
    ...THE_CORPSE_OF_VIROS,
    ...THE_BLIGHT_OF_NEVERSET,
    ...THE_SIEGE_OF_LORDSWALL,
    ...THE_END_OF_ARGAIA,
    ...ASCENDANCY_STARTER_KIT,
    ...THE_SPAWN_OF_SHADOWRECK,
    ...THE_FLOOD_OF_MOON_COVE,
  ]).withBosses(BOSSES);
  return standard;
}

export function isAutomated(stub: string): boolean {
  return standardCards().isAutomated(stub);
}

/** Every stub `isAutomated` answers true for: the scripted cards and the scripted bosses. */
export function automatedStubs(): string[] {
  const cards = standardCards();
  return [...cards.stubs(), ...cards.bossStubs()].sort();
}

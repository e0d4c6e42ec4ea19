/** The words of behaviour rows, as the log's `behaviour` part shows them (behaviours.json's vocabulary). */
import type { BehaviourMain, BehaviourRow, BehaviourSide } from './boss-rules';

const MAIN_TEXT: Record<BehaviourMain, string> = {
  reveal: 'Reveal the leftmost face-down aspect.',
  attackElseReveal: 'Attack with the leftmost aspect able to attack; if none can, Reveal instead.',
  revealThenAttackWithRevealed:
    'Reveal, then attack with the aspect just revealed (skip the attack if it cannot attack).',
  revealThenAttackWithRightmost: 'Reveal, then attack with the rightmost aspect able to attack.',
};

export function describeMain(main: BehaviourMain): string {
  return MAIN_TEXT[main];
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A conjuration's name from its stub ("drowning" → "Drowning"), for rows without the catalogue. */
function titleOf(stub: string): string {
  return stub
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

function sideText(side: BehaviourSide): string {
  switch (side.kind) {
    case 'raiseBasicRageDice':
      return `Raise ${plural(side.count, 'basic rage die', 'basic rage dice')} one level.`;
    case 'opponentLowersNonBasicDice':
      return `The opposing player lowers ${plural(side.count, 'non-basic die', 'non-basic dice')} one level.`;
    case 'addRedRains':
      return `Put ${plural(side.count, 'Red Rains token', 'Red Rains tokens')} on the Chimera.`;
    case 'damageOpposingPhoenixborn':
      return `${side.amount} damage to the opposing Phoenixborn.`;
    case 'damageOpposingUnit':
      return `${side.amount} damage to the opposing player's ${side.aim}most targetable unit.`;
    case 'scripted':
      return side.text;
    case 'rerollBasicRageDice':
      return `Re-roll ${plural(side.count, 'basic rage die', 'basic rage dice')}.`;
    case 'summonConjuredAspect':
      return `Summon ${plural(side.count, 'conjured aspect', 'conjured aspects')} (${side.card}).`;
    case 'opponentPlacesWound':
      return `The opposing player puts ${plural(side.amount, 'wound', 'wounds')} on their Phoenixborn or their rightmost unit.`;
    case 'attachConjuredAlteration':
      return side.aim
        ? `Attach a ${titleOf(side.card)} to the opposing player's ${side.aim}most unit.`
        : `Attach a ${titleOf(side.card)} to the opposing Phoenixborn.`;
    case 'summonElseAddRedRains':
      return `Summon a ${titleOf(side.card)} if one is available and there is room; otherwise put 1 Red Rains token on the Chimera.`;
    case 'resolveStatusAbility':
      return `Resolve the status ability of the Chimera's ${side.aim}most face-up aspect that still has status tokens.`;
    case 'activateReadySpell':
      return "If the Dragonborn's ready spell is exhausted, ready it; otherwise use its ability for the current phase.";
  }
}

export function describeSide(row: Pick<BehaviourRow, 'side' | 'sideText'>): string {
  return row.sideText ?? (row.side ? sideText(row.side) : '');
}

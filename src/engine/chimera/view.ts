/**
 * What the views add for the Chimera's seat (game-board.md): its phase (`chimeraPhase`), the
 * Red Rains tokens on its card, its rage dice, and its face-down aspects as placeholders
 * with throwaway ids at the right of its battlefield (nobody may know which aspects they are).
 */
import type { CardView, PlayerView } from '../../protocol/game-view';
import type { GameState, PlayerId } from '../state';

export function chimeraSeatView(
  state: GameState,
  p: PlayerId,
): Pick<PlayerView, 'chimeraPhase' | 'rageDice'> & { redRains?: number } {
  const chimera = state.chimera;
  if (!chimera || chimera.seat !== p) return {};
  return { chimeraPhase: chimera.phase, rageDice: [...chimera.rage], redRains: chimera.redRains };
}

export function faceDownAspects(state: GameState, p: PlayerId): CardView[] {
  const chimera = state.chimera;
  if (!chimera || chimera.seat !== p) return [];
  return chimera.threatZone.map((_, i) => ({
    uuid: `${p}-aspect-${i}`,
    facedown: true,
    selectable: false,
    tokens: {},
    upgrades: [],
    childCards: [],
    dieUpgrades: [],
  }));
}

import type { NodeStatus } from '../../protocol/lobby';
import { nodeStatus } from './game-node';
import type { GameNode } from './game-node';

/** The game nodes the lobby can hand games to. */
export class GameNodeRegistry {
  private readonly nodes = new Map<string, GameNode>();

  register(node: GameNode): void {
    this.nodes.set(node.name, node);
  }

  unregister(name: string): void {
    this.nodes.delete(name);
  }

  get(name: string): GameNode | undefined {
    return this.nodes.get(name);
  }

  all(): GameNode[] {
    return [...this.nodes.values()];
  }

  /** The least-loaded enabled node; ties go to the first registered. */
  choose(): GameNode | null {
    let best: GameNode | null = null;
    for (const node of this.nodes.values()) {
      if (node.disabled) continue;
      if (!best || node.numGames() < best.numGames()) best = node;
    }
    return best;
  }

  /** Which node hosts a game, if any. */
  hostOf(gameId: string): GameNode | undefined {
    return this.all().find((node) => node.hasGame(gameId));
  }

  statuses(): NodeStatus[] {
    return this.all().map(nodeStatus);
  }

  /** Flips a node between active and disabled; false for an unknown node. */
  toggle(name: string): boolean {
    const node = this.nodes.get(name);
    if (!node) return false;
    node.disabled = !node.disabled;
    return true;
  }

  async closeAll(): Promise<void> {
    await Promise.all(this.all().map((node) => node.close()));
  }
}

import { engineContext } from '../../engine';
import type { Logger } from '../logger';
import type { CatalogueStore } from '../services/catalogue-store';
import { EngineRunner } from './engine-runner';
import { LobbyViewRunner } from './game-runner';
import type { RunnerFactory } from './game-runner';

/**
 * The runners of a node with a card catalogue: the rules engine hosts two-player games and
 * solo games against the Chimera (the engine plays its side); a game it cannot set up (decks
 * with cards it does not know) is shown as the lobby knew it and takes no commands.
 */
export function engineRunnerFactory(catalogue: CatalogueStore, logger: Logger): RunnerFactory {
  return (spec, restored, now) => {
    // A game stored without a setup was shown as the lobby knew it; it comes back the same way.
    if (restored && restored.setup === null) return new LobbyViewRunner(spec);
    try {
      return new EngineRunner(spec, engineContext(catalogue.cards), now, restored);
    } catch (error) {
      // A stored game that no longer replays is not silently restarted as a new one.
      if (restored) throw error;
      logger.warn({ err: error, gameId: spec.gameId }, 'The rules engine could not set up a game');
      return new LobbyViewRunner(spec);
    }
  };
}

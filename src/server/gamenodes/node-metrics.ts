/** How a command sent to a hosted game ended. */
export type MeasuredOutcome = 'applied' | 'refused' | 'error';

/** What a game host can count and show, whoever keeps the figures (src/server/metrics). */
export interface GameNodeMetrics {
  /** A command went through a game's runner in `seconds`. */
  command(outcome: MeasuredOutcome, seconds: number): void;
  /** A game message failed in a way no player was answered for. */
  gameError(): void;
  /** Counts this host's live games and game sockets until the returned function is called. */
  watchHost(host: WatchedGameHost): () => void;
}

export interface WatchedGameHost {
  numGames(): number;
  socketCount(): number;
}

-- Games being played: each is its setup (with the secret seed), the node's spec and its
-- command log, so any node can rebuild it by replaying the log after a restart or a node loss.
-- A node holds a game under a lease it renews; taking a game over bumps lease_epoch, and an
-- append names the epoch it holds, so a node that lost its lease can write nothing more.
CREATE TABLE live_games (
  game_id text PRIMARY KEY,
  spec jsonb NOT NULL,
  setup jsonb,
  lobby_id text NOT NULL,
  node text NOT NULL,
  lease_epoch integer NOT NULL DEFAULT 1,
  lease_expires_at timestamptz NOT NULL,
  -- The engine's time runs behind the wall clock by shift_ms: the time the game spent on no node.
  shift_ms bigint NOT NULL DEFAULT 0,
  -- The node's wall clock (epoch ms) when it last showed it still ran the game.
  alive_at bigint NOT NULL,
  finished_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_games_unfinished ON live_games (lease_expires_at) WHERE finished_at IS NULL;

-- One row per accepted command; (game_id, seq) is the primary key, so no command is applied twice.
CREATE TABLE live_game_commands (
  game_id text NOT NULL REFERENCES live_games (game_id) ON DELETE CASCADE,
  seq integer NOT NULL,
  player text,
  command jsonb NOT NULL,
  at bigint NOT NULL,
  PRIMARY KEY (game_id, seq)
);

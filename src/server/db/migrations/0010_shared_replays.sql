-- Shared replays and favourite games. Whether a finished game's replay is shared, and whose
-- hands it shows, is decided from its players' profile settings when the game ends (a later
-- change of a setting applies to the games that end after it); games recorded before this
-- migration stay unshared.
ALTER TABLE games ADD COLUMN replay_shared boolean NOT NULL DEFAULT false;
ALTER TABLE games ADD COLUMN replay_hands jsonb NOT NULL DEFAULT '[]'::jsonb;

-- A user's starred replays: one row per user and game.
CREATE TABLE replay_stars (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_id)
);
CREATE INDEX replay_stars_game ON replay_stars (game_id);

-- A shared replay is built apart from the players' own (it hides what the game let its
-- spectators see and shows the hands its players allowed): builds are kept per kind.
ALTER TABLE replay_builds ADD COLUMN kind text NOT NULL DEFAULT 'full';
ALTER TABLE replay_builds DROP CONSTRAINT replay_builds_pkey;
ALTER TABLE replay_builds ADD PRIMARY KEY (game_id, kind);

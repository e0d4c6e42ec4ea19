-- A saved replay as the API sends it, built once from its seed and command log: later
-- downloads read this instead of playing the whole game again. `format` is the replay format
-- it was built in; a build of another format is built again. The body is gzipped JSON.
CREATE TABLE replay_builds (
  game_id integer PRIMARY KEY REFERENCES replays (game_id) ON DELETE CASCADE,
  format integer NOT NULL,
  body bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

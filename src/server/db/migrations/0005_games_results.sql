-- Finished games (results, stats, Elo, tagged games), their players, chat and replays.
CREATE TABLE games (
  id serial PRIMARY KEY,
  game_id text NOT NULL,
  name text NOT NULL,
  label text,
  game_type text NOT NULL,
  game_format text NOT NULL,
  solo boolean NOT NULL DEFAULT false,
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL,
  winner text,
  win_reason text,
  rounds integer NOT NULL DEFAULT 0,
  save_replay boolean NOT NULL DEFAULT false,
  is_public boolean NOT NULL DEFAULT false,
  pairing_tag text,
  league text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT games_game_id UNIQUE (game_id),
  CONSTRAINT games_game_type CHECK (game_type IN ('competitive', 'casual', 'solo'))
);
CREATE INDEX games_finished_at ON games (finished_at);
CREATE INDEX games_label_lower ON games (lower(label));
CREATE INDEX games_pairing_tag_lower ON games (lower(pairing_tag));

CREATE TABLE game_players (
  id serial PRIMARY KEY,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seat integer NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL,
  deck_id integer,
  deck_name text NOT NULL,
  phoenixborn text NOT NULL,
  phoenixborn_stub text,
  wounds integer NOT NULL DEFAULT 0,
  dice_spent integer NOT NULL DEFAULT 0,
  cards_played integer NOT NULL DEFAULT 0,
  level text,
  stage integer,
  won boolean NOT NULL DEFAULT false,
  elo_before real,
  elo_after real,
  CONSTRAINT game_players_seat UNIQUE (game_id, seat)
);
CREATE INDEX game_players_user ON game_players (user_id);
CREATE INDEX game_players_deck ON game_players (deck_id);

CREATE TABLE game_messages (
  id serial PRIMARY KEY,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  name text,
  message text NOT NULL,
  sent_at timestamptz NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  deleted_by text
);
CREATE INDEX game_messages_game ON game_messages (game_id);

CREATE TABLE replays (
  game_id integer PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
  seed text NOT NULL,
  setup jsonb NOT NULL,
  commands jsonb NOT NULL,
  engine_version text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE league_pairings (
  id serial PRIMARY KEY,
  league text NOT NULL,
  tag text NOT NULL,
  date_paired timestamptz NOT NULL DEFAULT now(),
  player1 text NOT NULL,
  player2 text NOT NULL,
  product_p1 text NOT NULL,
  product_p2 text NOT NULL,
  played boolean NOT NULL DEFAULT false,
  game_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX league_pairings_league_tag ON league_pairings (league, tag);

CREATE TABLE lobby_messages (
  id serial PRIMARY KEY,
  username text NOT NULL,
  message text NOT NULL,
  posted_at timestamptz NOT NULL DEFAULT now(),
  deleted boolean NOT NULL DEFAULT false,
  deleted_by text
);
CREATE INDEX lobby_messages_posted_at ON lobby_messages (posted_at);

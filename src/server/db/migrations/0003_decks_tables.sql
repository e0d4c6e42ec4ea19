CREATE TABLE decks (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  phoenixborn text NOT NULL,
  favourite boolean NOT NULL DEFAULT false,
  notes text NOT NULL DEFAULT '',
  format text,
  ashes_live_uuid text,
  lists jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_updated timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX decks_user_updated ON decks (user_id, last_updated);
CREATE INDEX decks_user_name ON decks (user_id, lower(name));

CREATE TABLE cards (
  stub text PRIMARY KEY,
  name text NOT NULL,
  type text NOT NULL,
  deck_type text NOT NULL,
  release_stub text,
  data jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE precon_decks (
  id serial PRIMARY KEY,
  collection text NOT NULL,
  precon_id integer NOT NULL,
  name text NOT NULL,
  phoenixborn text,
  premium boolean NOT NULL DEFAULT false,
  restricted boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT precon_decks_collection_precon UNIQUE (collection, precon_id)
);

CREATE TABLE alt_arts (
  id serial PRIMARY KEY,
  stub text NOT NULL,
  name text NOT NULL,
  alt text NOT NULL,
  category text NOT NULL,
  CONSTRAINT alt_arts_stub_alt UNIQUE (stub, alt)
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  activated boolean NOT NULL DEFAULT true,
  verified boolean NOT NULL DEFAULT false,
  disabled boolean NOT NULL DEFAULT false,
  permissions jsonb NOT NULL DEFAULT '{}'::jsonb,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  avatar text,
  fave_color text,
  patreon text,
  elo_rating real NOT NULL DEFAULT 1500,
  ranked_games_played integer NOT NULL DEFAULT 0,
  games_played integer NOT NULL DEFAULT 0,
  block_list jsonb NOT NULL DEFAULT '[]'::jsonb,
  alt_arts jsonb NOT NULL DEFAULT '{}'::jsonb,
  registration_ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz
);
CREATE UNIQUE INDEX users_username_lower ON users (lower(username));
CREATE UNIQUE INDEX users_email_lower ON users (lower(email));

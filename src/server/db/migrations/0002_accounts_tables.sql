-- Sessions are the refresh tokens: the secret is stored only as a hash; the previous hash is
-- kept so that replaying a rotated-out token can be recognised (and the session revoked).
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  previous_token_hash text,
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Every address an account has signed in from, for the admin's "possibly linked accounts".
CREATE TABLE user_ips (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ip text NOT NULL,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, ip)
);
CREATE INDEX user_ips_ip ON user_ips (ip);

CREATE TABLE banlist (
  id serial PRIMARY KEY,
  ip text NOT NULL UNIQUE,
  added_at timestamptz NOT NULL DEFAULT now(),
  added_by text NOT NULL
);

-- OAuth tokens of a linked supporter-service account (never sent to any client).
CREATE TABLE supporter_links (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  provider_user_id text,
  access_token text NOT NULL,
  refresh_token text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Captcha solutions already spent, so that one solved challenge cannot be replayed.
CREATE TABLE captcha_spent (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

-- The lobby banner staff set; at most one row, kept across restarts.
CREATE TABLE lobby_notice (
  id integer PRIMARY KEY CHECK (id = 1),
  message text NOT NULL,
  type text NOT NULL,
  set_by text NOT NULL,
  set_at timestamptz NOT NULL DEFAULT now()
);

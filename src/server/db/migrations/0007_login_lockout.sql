-- Failed logins per account, so guessing a password is slowed down whatever address it comes from.
ALTER TABLE users ADD COLUMN failed_logins integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN login_locked_until timestamptz;

-- Practice games (against the computer or a goldfish) are recorded as their own unranked type.
ALTER TABLE games DROP CONSTRAINT games_game_type;
ALTER TABLE games ADD CONSTRAINT games_game_type
  CHECK (game_type IN ('competitive', 'casual', 'solo', 'practice'));

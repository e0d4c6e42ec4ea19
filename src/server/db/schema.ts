// Every table of the product; each area keeps its tables in schema/<area>.ts.
export * from './schema/catalogue';
export * from './schema/users';
export * from './schema/accounts';
export * from './schema/lobby';
export * from './schema/games';
export * from './schema/decks';
export * from './schema/live-games';

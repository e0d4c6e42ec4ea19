/** What the log and /api/health say while there are no cards. */
export const CATALOGUE_EMPTY_HINT =
  'The card catalogue is empty. Set ASHES_DATA_DIR to a folder in the ashes.live data layout (or make ASHES_LIVE_API_URL reachable) and run `npm run import-data`.';

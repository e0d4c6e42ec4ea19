import { Alert, Box, CircularProgress, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { isDeckSupporter, personalDeckId } from '../../../protocol/decks';
import type { DeckDto } from '../../../protocol/decks';
import { ApiStatus } from '../../components/ApiStatus';
import { useApiStatus, useApiStatusStore } from '../../stores/apiStatus';
import { useAuthStore } from '../../stores/auth';
import { DECK_REQUESTS, deckKey, useDecksStore } from '../../stores/decks';
import type { MyDecksQuery } from '../../stores/decks';
import { COLLECTION_BANNERS } from './banners';
import { DeckFilterBar } from './DeckFilterBar';
import { DeckList } from './DeckList';
import { DeckView } from './DeckView';
import { LoginRequired } from './LoginRequired';
import { Pager } from './Pager';
import { useCatalogue } from './useCatalogue';

/** The ten tabs of the decks page: My Decks, then the curated collections by key. */
export const DECK_TABS: { label: string; collection: string | null }[] = [
  { label: 'My Decks', collection: null },
  { label: 'Precons', collection: 'standalone' },
  { label: 'Red Rains Precons', collection: 'pve' },
  { label: 'Building Basics', collection: 'buildingbasics' },
  { label: 'Corpse Rebuild', collection: 'corpserebuild' },
  { label: 'First Adventure', collection: 'firstadventure' },
  { label: 'Adventuring Party', collection: 'adventuringparty' },
  { label: 'Master Set Upgrade', collection: 'msu' },
  { label: 'Dual Duel', collection: 'dualduel' },
  { label: 'One Collection Battlebox', collection: 'onecollection' },
];

/** The Tabs value of My Decks (the collections use their keys). */
const MY_DECKS = 'mine';

/**
 * The tabs worth showing: My Decks and every collection not known to be empty (a collection
 * whose file has not been imported has no decks; a player has nothing to do there).
 */
export function visibleTabs(collections: Readonly<Record<string, readonly unknown[]>>) {
  return DECK_TABS.filter(
    ({ collection }) =>
      collection === null ||
      collections[collection] === undefined ||
      (collections[collection]?.length ?? 0) > 0,
  );
}

function DecksPageContent() {
  const { catalogue, imageBaseUrl, error } = useCatalogue();
  const user = useAuthStore((s) => s.user);
  const supporter = isDeckSupporter(user);
  const [collectionKey, setCollectionKey] = useState<string | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const { myDecks, numDecks, query, collections, selected } = useDecksStore();
  const { loadMyDecks, loadCollection, select } = useDecksStore.getState();
  const listStatus = useApiStatus(DECK_REQUESTS.list);
  const collectionStatus = useApiStatus(`${DECK_REQUESTS.collection}:${collectionKey}`);
  const clear = useApiStatusStore((s) => s.clear);
  const favouriteStatus = useApiStatus(DECK_REQUESTS.favourite);

  const shown: DeckDto[] = collectionKey ? (collections[collectionKey] ?? []) : myDecks;

  useEffect(() => {
    void (async () => {
      await loadMyDecks();
      const first = useDecksStore.getState().myDecks[0] ?? null;
      const current = useDecksStore.getState().selected;
      if (!current || personalDeckId(current) === undefined) select(first);
    })();
  }, [loadMyDecks, select]);

  // Every collection is listed once up front, so that tabs without decks can be left out.
  useEffect(() => {
    const { collections: known, loadCollection: load } = useDecksStore.getState();
    for (const { collection } of DECK_TABS) {
      if (collection !== null && known[collection] === undefined) void load(collection);
    }
  }, []);
  const tabs = visibleTabs(collections);

  const changeTab = async (key: string | null) => {
    setCollectionKey(key);
    setHighlighted(null);
    if (key === null) {
      select(useDecksStore.getState().myDecks[0] ?? null);
      return;
    }
    const cached = useDecksStore.getState().collections[key];
    if (cached) select(cached[0] ?? null);
    const decks = await loadCollection(key);
    if (!cached) select(decks[0] ?? null);
  };

  const changeQuery = useCallback(
    (change: Partial<MyDecksQuery>) => {
      void (async () => {
        await loadMyDecks(change);
        select(useDecksStore.getState().myDecks[0] ?? null);
      })();
    },
    [loadMyDecks, select],
  );

  const choose = (deck: DeckDto) => {
    if (deck.premium && !supporter) {
      setHighlighted(deckKey(deck));
      return;
    }
    setHighlighted(null);
    select(deck);
  };

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!catalogue) {
    return (
      <Box sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={24} /> Loading decks from the server...
      </Box>
    );
  }
  const pageCount = Math.max(1, Math.ceil(numDecks / query.pageSize));
  const loading = collectionKey ? collectionStatus?.loading : listStatus?.loading;
  const failure = collectionKey ? collectionStatus : listStatus;
  return (
    <Box sx={{ p: 2 }}>
      <Tabs
        value={collectionKey ?? MY_DECKS}
        onChange={(_, value: string) => void changeTab(value === MY_DECKS ? null : value)}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ mb: 1 }}
      >
        {tabs.map((t) => (
          <Tab key={t.label} label={t.label} value={t.collection ?? MY_DECKS} />
        ))}
      </Tabs>
      <ApiStatus state={favouriteStatus} onClose={() => clear(DECK_REQUESTS.favourite)} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '5fr 7fr' }, gap: 2 }}>
        <Paper sx={{ p: 1.5 }}>
          {collectionKey === null ? (
            <DeckFilterBar query={query} catalogue={catalogue} onChange={changeQuery} />
          ) : (
            <Alert severity="info" icon={false} sx={{ mb: 1 }} data-testid="collection-banner">
              {COLLECTION_BANNERS[collectionKey]}
            </Alert>
          )}
          {failure && !failure.loading && !failure.success && <ApiStatus state={failure} />}
          {loading && shown.length === 0 ? (
            <Box sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
              <CircularProgress size={20} /> Loading decks from the server...
            </Box>
          ) : shown.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 2 }} data-testid="no-decks">
              {collectionKey === null
                ? 'No decks found. Use New to build one or Import to bring one from ashes.live; the Precons tab has decks ready to play.'
                : 'There are no decks in this collection yet.'}
            </Typography>
          ) : (
            <DeckList
              decks={shown}
              catalogue={catalogue}
              selectedKey={selected ? deckKey(selected) : null}
              highlightedKey={highlighted}
              showWinRate={collectionKey === null}
              onSelect={choose}
            />
          )}
          {collectionKey === null && (
            <Pager
              page={query.page}
              pageCount={pageCount}
              onChange={(page) => changeQuery({ page })}
            />
          )}
        </Paper>
        <Box>
          {selected ? (
            <DeckView
              deck={selected}
              catalogue={catalogue}
              imageBaseUrl={imageBaseUrl}
              allowEdit={personalDeckId(selected) !== undefined}
            />
          ) : (
            <Paper sx={{ p: 2 }}>
              <Typography color="text.secondary">Select a deck to see it here.</Typography>
            </Paper>
          )}
        </Box>
      </Box>
    </Box>
  );
}

export function DecksPage() {
  return (
    <LoginRequired>
      <DecksPageContent />
    </LoginRequired>
  );
}

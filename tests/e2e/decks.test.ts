import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { automatedIn, byHandText, cardsByHand } from '../../src/domain/automation';
import type { Card } from '../../src/domain/cards';
import { DECK_COLLECTIONS } from '../../src/domain/collections';
import type { DeckDto } from '../../src/protocol/decks';
import type { FakeAshesLive } from '../helpers/fake-ashes-live';
import { ashesLiveDeck, startFakeAshesLive } from '../helpers/fake-ashes-live';
import { newContext, screenshot, serverAndBrowserPerSuite } from './harness';

/**
 * The deck pages in a real browser against the real server, with ashes.live replaced by a
 * local fake: build a deck by typing, watch the legality flags, save, edit, copy, favourite,
 * filter, page, delete, import and resync, and open every collection tab.
 */

interface Login {
  token: string;
  refreshToken: unknown;
  user: unknown;
}

const COLLECTION_TABS = [
  'Precons',
  'Red Rains Precons',
  'First Adventure',
  'Adventuring Party',
  'Dual Duel',
  'One Collection Battlebox',
];

/** Collections whose files the shared data lacks: their tabs are left out. */
const EMPTY_COLLECTION_TABS = ['Building Basics', 'Corpse Rebuild', 'Master Set Upgrade'];

/** Pages answer slowly on a busy machine: wait up to 20 s for a condition. */
function poll<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 20_000, interval: 100 });
}

describe('deck pages in a browser', () => {
  let fake: FakeAshesLive;
  const stage = serverAndBrowserPerSuite(async () => {
    fake = await startFakeAshesLive();
    return { ASHES_LIVE_API_URL: fake.url };
  });
  let context: BrowserContext;
  let page: Page;
  let login: Login;
  let cards: Record<string, Card>;
  let precons: DeckDto[];

  async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${stage.server.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(login ? { authorization: `Bearer ${login.token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as T;
    if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
    return json;
  }

  function name(stub: string): string {
    return cards[stub]?.name ?? stub;
  }

  function cardLines(deck: DeckDto): string[] {
    return deck.cards.map((c) => `${c.count} ${name(c.id)}${c.ff ? ' ff' : ''}`);
  }

  function diceLines(deck: DeckDto): string[] {
    const abbreviations: Record<string, string> = {
      natural: 'nat',
      charm: 'cha',
      illusion: 'ill',
      ceremonial: 'cer',
      divine: 'div',
      sympathy: 'sym',
      time: 'tim',
    };
    return deck.dicepool.map((d) => `${d.count} ${abbreviations[d.magic] ?? d.magic}`);
  }

  async function flag(rule: string): Promise<string | null> {
    return page.getAttribute(`[data-testid="deck-status-flags"] [data-rule="${rule}"]`, 'data-ok');
  }

  async function chooseOption(testId: string, option: string): Promise<void> {
    await page.click(`[data-testid="${testId}"] [role="combobox"]`);
    await page.click(`[role="listbox"] [role="option"]:text-is("${option}")`);
    await page.waitForSelector('[role="listbox"]', { state: 'detached' });
  }

  async function entryNames(): Promise<string[]> {
    return page.$$eval('[data-testid="deck-entry"]', (nodes) =>
      nodes.map((n) => n.getAttribute('data-deck-name') ?? ''),
    );
  }

  async function selectedName(): Promise<string | null> {
    return page.textContent('[data-testid="deck-view"] [data-testid="deck-name"]');
  }

  beforeAll(async () => {
    const username = 'deckbuilder';
    await api('POST', '/api/account/register', {
      username,
      email: 'deckbuilder@example.com',
      password: 'secret-password',
    });
    login = await api<Login>('POST', '/api/account/login', {
      username,
      password: 'secret-password',
    });
    cards = (await api<{ cards: Record<string, Card> }>('GET', '/api/cards')).cards;
    precons = (await api<{ decks: DeckDto[] }>('GET', '/api/standalone-decks')).decks;
    context = await newContext(stage.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: stage.server.url,
    });
    await context.addInitScript((stored: Login) => {
      if (!window.localStorage.getItem('token')) {
        window.localStorage.setItem('token', JSON.stringify(stored.token));
        window.localStorage.setItem('refreshToken', JSON.stringify(stored.refreshToken));
        window.localStorage.setItem('user', JSON.stringify(stored.user));
      }
    }, login);
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
  });

  afterAll(async () => {
    await context?.close();
    await fake?.close();
  });

  it('builds a deck by typing cards and dice, with the legality flags following along', async () => {
    const precon = precons[0] as DeckDto;
    const pbName = name(precon.phoenixborn[0]?.id ?? '');
    await page.goto(`${stage.server.url}/decks/add`);
    await page.waitForSelector('[data-testid="deck-editor"]', { timeout: 60_000 });
    await page.fill('[data-testid="deck-name-input"]', 'Typed Deck');
    await chooseOption('deck-phoenixborn', pbName);

    const lines = cardLines(precon);
    await page.fill('[data-testid="cards-text"]', lines.slice(1).join('\n'));
    await poll(() => flag('basicRules')).toBe('false');
    await page.fill('[data-testid="cards-text"]', [...lines, '2 No Such Card'].join('\n'));
    await poll(() => flag('basicRules')).toBe('true');
    expect(await flag('tenDice')).toBe('false');
    await page.fill('[data-testid="dice-text"]', diceLines(precon).join('\n'));
    await poll(() => flag('tenDice')).toBe('true');
    await poll(() => flag('hasConjurations')).toBe('true');
    await poll(() => page.textContent('[data-testid="deck-preview"]')).toContain('Valid');

    // Four copies of a card break maxThree.
    const [firstLine, ...rest] = lines;
    const fourCopies = (firstLine ?? '').replace(/^\d+/, '4');
    await page.fill('[data-testid="cards-text"]', [fourCopies, ...rest].join('\n'));
    await poll(() => flag('maxThree')).toBe('false');
    await poll(() => page.textContent('[data-testid="deck-preview"]')).toContain('Invalid');

    // A card tied to another Phoenixborn breaks uniques.
    const foreign = Object.values(cards).find(
      (c) => c.phoenixborn && c.phoenixborn !== pbName && c.type !== 'Phoenixborn',
    );
    await page.fill('[data-testid="cards-text"]', [...lines, `1 ${foreign?.name}`].join('\n'));
    await poll(() => flag('uniques')).toBe('false');
    expect(await flag('maxThree')).toBe('true');

    // The card lookup adds a card with a count.
    await page.fill('[data-testid="cards-text"]', lines.slice(1).join('\n'));
    const removed = precon.cards[0];
    await page.fill('[data-testid="card-lookup"] input', name(removed?.id ?? ''));
    await page.click(`[role="option"]:text-is("${name(removed?.id ?? '')}")`);
    await page.fill('[data-testid="card-count"]', String(removed?.count ?? 3));
    await page.click('button:text-is("Add")');
    await poll(() => flag('basicRules')).toBe('true');
    expect(await flag('uniques')).toBe('true');
    await poll(() => page.inputValue('[data-testid="cards-text"]')).toContain(
      name(removed?.id ?? ''),
    );
    await page.fill('[data-testid="notes-text"]', 'First line\nSecond line');
    await screenshot(page, 'decks-editor');

    await page.click('button:text-is("Save Deck")');
    await page.waitForURL(`${stage.server.url}/decks`);
    await poll(entryNames).toContain('Typed Deck');
    await poll(selectedName).toBe('Typed Deck');
    const notes = await page.innerText('[data-testid="deck-notes"]');
    expect(notes).toBe('First line\nSecond line');
    await poll(() =>
      page.textContent('[data-testid="deck-view"] [data-testid="deck-total"]'),
    ).toContain('(30)');
    expect(await page.$$('[data-testid="deck-view"] [data-testid="dice-row"] > *')).toHaveLength(
      10,
    );
  });

  it('edits, copies, favourites and deletes with confirmation', async () => {
    // /decks/edit without an id edits the selected deck and puts its id in the address.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/decks/edit');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(/\/decks\/edit\/\d+$/);
    await poll(() => page.inputValue('[data-testid="deck-name-input"]')).toBe('Typed Deck');
    await page.click('button:text-is("Cancel")');
    await page.waitForURL(`${stage.server.url}/decks`);

    await page.click('[data-testid="deck-view"] button:text-is("Edit")');
    await page.waitForURL(/\/decks\/edit\/\d+$/);
    await page.waitForSelector('[data-testid="deck-editor"]');
    await poll(() => page.inputValue('[data-testid="deck-name-input"]')).toBe('Typed Deck');
    await page.fill('[data-testid="deck-name-input"]', 'Edited Deck');
    await page.click('button:text-is("Save Deck")');
    await page.waitForURL(`${stage.server.url}/decks`);
    await poll(entryNames).toEqual(['Edited Deck']);

    await page.click('[data-testid="deck-view"] button:text-is("Copy")');
    await poll(entryNames).toEqual(['Copy of Edited Deck', 'Edited Deck']);
    await poll(selectedName).toBe('Copy of Edited Deck');

    await page.click('[data-testid="deck-view"] button:has-text("Favourite")');
    await poll(() =>
      page.getAttribute('[data-testid="deck-view"] button[aria-pressed]', 'aria-pressed'),
    ).toBe('true');
    await page.click('[aria-label="Favourites only"]');
    await poll(entryNames).toEqual(['Copy of Edited Deck']);
    await page.click('[aria-label="Favourites only"]');
    await poll(entryNames).toHaveLength(2);

    await page.click('[data-testid="deck-view"] button:text-is("Delete")');
    await page.click('[role="dialog"] button:text-is("Cancel")');
    await poll(entryNames).toHaveLength(2);
    await page.click('[data-testid="deck-view"] button:text-is("Delete")');
    await page.click('[role="dialog"] button:text-is("Delete")');
    await page.waitForSelector('[data-testid="deck-view"] >> text=Deck deleted successfully');
    await poll(entryNames).toEqual(['Edited Deck']);
    await poll(selectedName).toBe('Edited Deck');
    // The deck message clears after a second.
    await expect
      .poll(() => page.textContent('[data-testid="deck-view"]'), { timeout: 5000, interval: 100 })
      .not.toContain('Deck deleted successfully');

    await page.goto(`${stage.server.url}/decks/edit/999999`);
    await poll(() => page.textContent('body')).toContain('The specified deck was not found');
  });

  it('pages through 20 decks and filters by name and Phoenixborn', async () => {
    for (let i = 0; i < 20; i += 1) {
      const precon = precons[i % 2 === 0 ? 1 : 2] as DeckDto;
      await api('POST', '/api/decks/', {
        deckName: `Paged ${String(i).padStart(2, '0')}`,
        phoenixborn: precon.phoenixborn,
        cards: precon.cards,
        conjurations: precon.conjurations,
        dicepool: precon.dicepool,
        notes: '',
      });
    }
    await page.goto(`${stage.server.url}/decks`);
    await poll(entryNames).toHaveLength(8);
    expect((await entryNames())[0]).toBe('Paged 19');
    // A deck without games says so rather than "0% win rate".
    expect(await page.textContent('[data-testid="deck-win-rate"]')).toBe('Not played yet');
    const pageLinks = await page.$$eval('[data-testid="deck-pager"] button', (buttons) =>
      buttons.filter((b) => /^\d+$/.test(b.textContent ?? '')).map((b) => b.textContent),
    );
    expect(pageLinks).toEqual(['1', '2', '3']);
    await page.click('[data-testid="deck-pager"] button:text-is("2")');
    await poll(async () => (await entryNames())[0]).toBe('Paged 11');
    await page.click('[data-testid="deck-pager"] button:text-is("3")');
    await poll(entryNames).toEqual(['Paged 03', 'Paged 02', 'Paged 01', 'Paged 00', 'Edited Deck']);
    await screenshot(page, 'decks-page-3');

    await page.fill('[data-testid="name-filter"]', 'paged 1');
    await poll(async () => (await entryNames()).length).toBe(8);
    await poll(async () => (await entryNames()).every((n) => n.startsWith('Paged 1'))).toBe(true);
    await page.fill('[data-testid="name-filter"]', '');
    const oddPb = precons[2]?.phoenixborn[0]?.id ?? '';
    await chooseOption('pb-filter', name(oddPb));
    await poll(entryNames).toHaveLength(8);
    await page.click('[data-testid="deck-pager"] button:text-is("2")');
    await poll(entryNames).toEqual(['Paged 03', 'Paged 01']);
    await chooseOption('pb-filter', 'All Phoenixborn');
    await poll(entryNames).toHaveLength(8);
  });

  it('imports a deck from ashes.live and resyncs it after it changed', async () => {
    const uuid = crypto.randomUUID();
    const source = precons[3] as DeckDto;
    const asPrecon = {
      ...source,
      preconId: 3,
      specialDice: [],
      preconSet: null,
      ultimate: null,
      behaviour: null,
    };
    fake.setDeck(uuid, ashesLiveDeck(asPrecon, cards, uuid, { title: 'From ashes.live' }));

    await page.goto(`${stage.server.url}/decks/import`);
    await page.click('button:text-is("Import")');
    await poll(() => page.textContent('body')).toContain('You must specify the deck link');
    await page.fill('[data-testid="deck-link"]', 'https://ashes.live/decks/share/not-a-deck/');
    await page.click('button:text-is("Import")');
    await poll(() => page.textContent('body')).toContain(
      'The URL you entered is invalid.  Please check it and try again.',
    );
    await page.fill('[data-testid="deck-link"]', `https://ashes.live/decks/share/${uuid}/`);
    await page.click('button:text-is("Import")');
    await page.waitForSelector('text=Deck added successfully');
    await page.waitForURL(`${stage.server.url}/decks`, { timeout: 10_000 });
    await poll(entryNames).toContain('From ashes.live');
    await poll(selectedName).toBe('From ashes.live');

    const changed = precons[4] as DeckDto;
    fake.setDeck(
      uuid,
      ashesLiveDeck({ ...asPrecon, ...changed }, cards, uuid, { title: 'Changed on ashes.live' }),
    );
    await page.click('[data-testid="deck-view"] button:text-is("ashes.live")');
    await page.click('[role="menuitem"]:text-is("Update")');
    await page.waitForSelector('[data-testid="deck-view"] >> text=Deck updated successfully');
    await poll(selectedName).toBe('Changed on ashes.live');
    await page.click('[data-testid="deck-view"] button:text-is("ashes.live")');
    await page.click('[role="menuitem"]:text-is("Copy url")');
    await page.waitForSelector('[data-testid="deck-view"] >> text=Copied url to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `https://ashes.live/decks/share/${uuid}/`,
    );

    fake.fail(uuid, 'html');
    await page.click('[data-testid="deck-view"] button:text-is("ashes.live")');
    await page.click('[role="menuitem"]:text-is("Update")');
    await poll(() => page.textContent('[data-testid="deck-view"]')).toContain(
      'An error occurred importing your deck. Please check the Url or try again later.',
    );
    expect(await selectedName()).toBe('Changed on ashes.live');
  });

  for (const label of COLLECTION_TABS) {
    it(`opens the ${label} tab with its banner and selects its first deck`, async () => {
      if (!page.url().endsWith('/decks')) {
        await page.goto(`${stage.server.url}/decks`);
        await poll(entryNames).toHaveLength(8);
      }
      await page.click(`[role="tab"]:text-is("${label}")`);
      await page.waitForSelector('[data-testid="collection-banner"]');
      await poll(async () =>
        (await page.$('[data-testid="deck-entry"]')) || (await page.$('[data-testid="no-decks"]'))
          ? 'ready'
          : 'waiting',
      ).toBe('ready');
      const names = await entryNames();
      if (names.length > 0) {
        await poll(() =>
          page.getAttribute('[data-testid="deck-entry"] >> nth=0', 'data-selected'),
        ).toBe('true');
        await poll(selectedName).toBe(names[0]);
      } else {
        expect(await page.textContent('[data-testid="no-decks"]')).toContain('no decks');
      }
      if (label === 'Precons') await screenshot(page, 'decks-collection');
    });
  }

  it('marks a deck that plays cards by hand, and no precon now that the engine plays them all', async () => {
    const byHand = (deck: DeckDto) => cardsByHand(cards, deck, automatedIn(cards)).length;
    const masterSet = precons.find(
      (deck) => cards[deck.phoenixborn[0]?.id ?? '']?.release?.stub === 'master-set',
    );
    if (!masterSet) throw new Error('the shared precons lack a Master Set deck');
    // Every precon of the deck pages' collections is fully automated: none is marked.
    for (const tab of COLLECTION_TABS) {
      const collection = DECK_COLLECTIONS.find((c) => c.title === tab);
      if (!collection) continue;
      const { decks } = await api<{ decks: DeckDto[] }>('GET', `/api/${collection.endpoint}`);
      expect(decks.filter((deck) => byHand(deck) > 0).map((deck) => deck.name)).toEqual([]);
    }
    // A deck of the player's own with a card the engine does not play (the newer Phoenixborn
    // files carry no card text): Hurricane in place of the precon's first card.
    const [swapped, ...rest] = masterSet.cards;
    const manual: DeckDto = {
      ...masterSet,
      name: 'Hurricane Test',
      cards: [{ id: 'hurricane', count: swapped?.count ?? 1 }, ...rest],
    };
    expect(byHand(manual)).toBe(1);
    const created = await api<{ deck: DeckDto }>('POST', '/api/decks/', {
      deckName: manual.name,
      phoenixborn: manual.phoenixborn,
      cards: manual.cards,
      conjurations: manual.conjurations,
      dicepool: manual.dicepool,
      notes: '',
    });
    const entry = (deck: DeckDto) =>
      page.locator(`[data-testid="deck-entry"][data-deck-name="${deck.name}"]`);
    const viewMarker = page.locator('[data-testid="deck-view"] [data-testid="deck-by-hand"]');
    await page.goto(`${stage.server.url}/decks`);

    // A Master Set precon: no marker in the list or in the deck view.
    await page.click('[role="tab"]:text-is("Precons")');
    await entry(masterSet).waitFor();
    expect(await entry(masterSet).locator('[data-testid="deck-by-hand"]').count()).toBe(0);
    await entry(masterSet).locator('.deck-entry-name').click();
    await poll(selectedName).toBe(masterSet.name);
    expect(await viewMarker.count()).toBe(0);

    // The deck with a card played by hand says so, with the explanation, in both places.
    await page.click('[role="tab"]:text-is("My Decks")');
    const marker = entry(manual).locator('[data-testid="deck-by-hand"]');
    await poll(() => marker.textContent()).toBe(byHandText(1));
    // The explanation, for the pointer (tooltip) and for screen readers alike.
    expect(await marker.getAttribute('aria-label')).toContain('manual commands');
    await entry(manual).locator('.deck-entry-name').click();
    await poll(selectedName).toBe(manual.name);
    await poll(() => viewMarker.textContent()).toBe(byHandText(1));
    // Gone again: the tests after this one read My Decks as it was.
    await api('DELETE', `/api/decks/${created.deck._id ?? 0}`);
  });

  it('leaves out the tabs of collections without decks', async () => {
    await page.goto(`${stage.server.url}/decks`);
    const tabLabels = () =>
      page.$$eval('[role="tab"]', (tabs) => tabs.map((tab) => tab.textContent ?? ''));
    await poll(tabLabels).toEqual(['My Decks', ...COLLECTION_TABS]);
    for (const label of EMPTY_COLLECTION_TABS) expect(await tabLabels()).not.toContain(label);
  });

  it('returns to My Decks', async () => {
    await page.click('[role="tab"]:text-is("My Decks")');
    await poll(entryNames).toHaveLength(8);
    await poll(async () => (await entryNames())[0]).toBe('Changed on ashes.live');
  });
});

import { describe, expect, it } from 'vitest';
import { ChatIdentityBook, chatIdentity, withChatIdentities } from './chat-identities';

describe('chatIdentity', () => {
  it('keeps the role and a real colour', () => {
    expect(chatIdentity('supporter', '#ff8800')).toEqual({
      role: 'supporter',
      faveColor: '#ff8800',
    });
  });

  it('drops a colour that is no colour', () => {
    expect(chatIdentity('user', 'red;x')).toEqual({ role: 'user', faveColor: null });
  });
});

describe('ChatIdentityBook', () => {
  it('holds players and later arrivals by username', () => {
    const book = new ChatIdentityBook();
    book.add('alice', chatIdentity('admin', '#123456'));
    book.add('bob', undefined);
    book.add('watcher', chatIdentity('user', null));
    expect(book.all()).toEqual({
      alice: { role: 'admin', faveColor: '#123456' },
      watcher: { role: 'user', faveColor: null },
    });
  });

  it('keeps one snapshot until something changes', () => {
    const book = new ChatIdentityBook();
    book.add('alice', chatIdentity('admin', null));
    const first = book.all();
    book.add('alice', chatIdentity('admin', null));
    expect(book.all()).toBe(first);
    book.add('alice', chatIdentity('supporter', null));
    expect(book.all()).not.toBe(first);
    expect(book.all().alice?.role).toBe('supporter');
  });

  it('keeps a username such as __proto__ as a plain key', () => {
    const book = new ChatIdentityBook();
    book.add('__proto__', chatIdentity('user', null));
    expect(Object.keys(book.all())).toEqual(['__proto__']);
  });
});

describe('withChatIdentities', () => {
  it('adds the identities to a view and leaves other values alone', () => {
    const identities = { alice: { role: 'admin', faveColor: null } };
    expect(withChatIdentities({ version: 1 }, identities)).toEqual({
      version: 1,
      chatIdentities: identities,
    });
    expect(withChatIdentities(null, identities)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { nameColour, roleClassName } from './name-style';

describe('roleClassName', () => {
  it('is the role in lowercase after role-', () => {
    expect(roleClassName('Admin')).toBe('role-admin');
    expect(roleClassName('previouswinner')).toBe('role-previouswinner');
  });

  it('keeps only class-safe characters', () => {
    expect(roleClassName('Site Admin"><x')).toBe('role-site-admin---x');
  });

  it('is empty without a role', () => {
    expect(roleClassName(null)).toBe('');
    expect(roleClassName('')).toBe('');
  });
});

describe('nameColour', () => {
  it('keeps a hex colour', () => {
    expect(nameColour('#ff8800')).toBe('#ff8800');
    expect(nameColour('#abc')).toBe('#abc');
  });

  it('drops anything else', () => {
    expect(nameColour('red; background: url(x)')).toBeNull();
    expect(nameColour(null)).toBeNull();
    expect(nameColour('')).toBeNull();
  });
});

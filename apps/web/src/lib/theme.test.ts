import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, getCurrentTheme, getInitialTheme, setTheme } from './theme';

function stubSystemScheme(isDark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: isDark && query.includes('dark') }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('theme', () => {
  it('prefers the stored theme over the system scheme', () => {
    stubSystemScheme(true);
    localStorage.setItem('theme', 'light');
    expect(getInitialTheme()).toBe('light');
  });

  it('follows the system scheme when nothing valid is stored', () => {
    stubSystemScheme(true);
    localStorage.setItem('theme', 'sepia');
    expect(getInitialTheme()).toBe('dark');
  });

  it('applies the theme as the dark class on <html>', () => {
    applyTheme('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(getCurrentTheme()).toBe('dark');
    applyTheme('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('stores the chosen theme', () => {
    setTheme('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(getCurrentTheme()).toBe('dark');
  });
});

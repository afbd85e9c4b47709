import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STICKY_HEADER_VAR, useStickyHeaderHeight } from './sticky-header-height';

function Header({ position, height }: { position: 'sticky' | 'relative'; height: number }) {
  const ref = useStickyHeaderHeight();
  return (
    <header
      ref={(element) => {
        if (element) Object.defineProperty(element, 'offsetHeight', { configurable: true, value: height });
        ref(element);
      }}
      style={{ position }}
    />
  );
}

const reserved = () => document.documentElement.style.getPropertyValue(STICKY_HEADER_VAR);

afterEach(() => {
  document.documentElement.style.removeProperty(STICKY_HEADER_VAR);
});

describe('useStickyHeaderHeight', () => {
  it("reserves a sticky header's height at the top of the page, and gives it back once the header is gone", () => {
    const { unmount } = render(<Header position="sticky" height={108} />);
    expect(reserved()).toBe('108px');

    unmount();
    expect(reserved()).toBe('');
  });

  it('reserves nothing for a header that scrolls away with the page', () => {
    render(<Header position="relative" height={165} />);
    expect(reserved()).toBe('0px');
  });
});

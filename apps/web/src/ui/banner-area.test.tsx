import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerArea } from './banner-area';

afterEach(() => {
  vi.useRealTimers();
});

const banners = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    _id: `b${index}`,
    image: `uploads/banner-${index}.png`,
    link: index === 0 ? 'https://contoh.id/promo' : null,
  }));

function currentDot() {
  return screen
    .getAllByRole('button', { name: /Tampilkan banner/ })
    .find((dot) => dot.getAttribute('aria-current'));
}

describe('banner area', () => {
  it('shows nothing without banners', () => {
    const { container } = render(<BannerArea banners={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([1, 2])('shows one still image, the first, for %i banner(s)', (count) => {
    render(<BannerArea banners={banners(count)} />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/uploads/banner-0.png');
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://contoh.id/promo');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('runs a carousel for 3 or more: dots, autoplay every 3 s, and on past the last', () => {
    vi.useFakeTimers();
    render(<BannerArea banners={banners(3)} />);

    expect(screen.getByRole('region', { name: 'Banner promo' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 1');

    act(() => vi.advanceTimersByTime(3000));
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 2');
    act(() => vi.advanceTimersByTime(3000));
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 3');
    act(() => vi.advanceTimersByTime(3000));
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 1');
    act(() => vi.advanceTimersByTime(1000 + 3000));
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 2');
  });

  it('jumps to a banner by its dot and pauses while hovered', () => {
    vi.useFakeTimers();
    render(<BannerArea banners={banners(4)} />);

    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan banner 3' }));
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 3');

    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Banner promo' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 3');
  });
});

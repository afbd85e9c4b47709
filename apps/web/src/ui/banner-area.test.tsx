import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerArea } from './banner-area';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function stubReducedMotion(isReduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isReduced && query === '(prefers-reduced-motion: reduce)',
    media: query,
  }));
}

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

  it.each([1, 3])(
    'fetches the banner shown first at once and with high priority, the others lazily (%i banner(s))',
    (count) => {
      const { container } = render(<BannerArea banners={banners(count)} />);
      const images = [...container.querySelectorAll('img')];
      const first = images.filter((image) => image.getAttribute('src') === '/uploads/banner-0.png');
      expect(first[0]).toHaveAttribute('loading', 'eager');
      expect(first[0]).toHaveAttribute('fetchpriority', 'high');
      // The carousel's loop copy of the first banner and every other banner wait until they are laid out.
      for (const image of images.filter((image) => image !== first[0])) {
        expect(image).toHaveAttribute('loading', 'lazy');
        expect(image).not.toHaveAttribute('fetchpriority');
      }
    },
  );

  it('runs a carousel for 3 or more: dots, autoplay every 3 s, and on past the last', () => {
    vi.useFakeTimers();
    render(<BannerArea banners={banners(3)} />);

    expect(screen.getByRole('region', { name: 'Banner promo' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 1');

    act(() => void vi.advanceTimersByTime(3000));
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 2');
    act(() => void vi.advanceTimersByTime(3000));
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 3');
    act(() => void vi.advanceTimersByTime(3000));
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 1');
    act(() => void vi.advanceTimersByTime(1000 + 3000));
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 2');
  });

  it('jumps to a banner by its dot and pauses while hovered', () => {
    vi.useFakeTimers();
    render(<BannerArea banners={banners(4)} />);

    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan banner 3' }));
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 3');

    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Banner promo' }));
    act(() => void vi.advanceTimersByTime(9000));
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 3');
  });

  it('stays on a banner while focus moves within it, and plays on once focus leaves', () => {
    vi.useFakeTimers();
    render(
      <>
        <BannerArea banners={banners(3)} />
        <button type="button">Di luar</button>
      </>,
    );
    const pause = screen.getByRole('button', { name: 'Jeda banner' });
    const dot = screen.getByRole('button', { name: 'Tampilkan banner 2' });

    act(() => pause.focus());
    act(() => dot.focus());
    act(() => void vi.advanceTimersByTime(9000));
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 1');

    act(() => screen.getByRole('button', { name: 'Di luar' }).focus());
    act(() => void vi.advanceTimersByTime(3000));
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 2');
  });

  it("stops with 'Jeda banner' and plays again with 'Putar banner'", () => {
    stubReducedMotion(false);
    vi.useFakeTimers();
    render(<BannerArea banners={banners(3)} />);

    fireEvent.click(screen.getByRole('button', { name: 'Jeda banner' }));
    const play = screen.getByRole('button', { name: 'Putar banner' });
    expect(screen.queryByRole('button', { name: 'Jeda banner' })).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(12000));
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 1');

    // The dots still change the banner while it is stopped.
    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan banner 3' }));
    act(() => void vi.advanceTimersByTime(6000));
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 3');

    fireEvent.click(play);
    expect(screen.getByRole('button', { name: 'Jeda banner' })).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(3000));
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 1');
  });

  it('never plays by itself under reduced motion, until the visitor presses Putar banner', () => {
    stubReducedMotion(true);
    vi.useFakeTimers();
    render(<BannerArea banners={banners(3)} />);

    expect(screen.getByRole('button', { name: 'Putar banner' })).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(30000));
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 1');

    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan banner 2' }));
    act(() => void vi.advanceTimersByTime(30000));
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 2');

    fireEvent.click(screen.getByRole('button', { name: 'Putar banner' }));
    act(() => void vi.advanceTimersByTime(3000));
    expect(currentDot()).toHaveAccessibleName('Tampilkan banner 3');
  });
});

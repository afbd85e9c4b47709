import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@premium-shop/domain/web-routes';
import {
  createMemoryRouter,
  generatePath,
  Link,
  matchPath,
  matchRoutes,
  NavLink,
  Outlet,
  redirect,
  RouterProvider,
  useLoaderData,
  useMatches,
  useNavigation,
  useParams,
  useSearchParams,
  type RouteObject,
} from '.';

describe('paths', () => {
  it('matches params, optional segments and splats, ignoring case and a trailing slash', () => {
    expect(matchPath(routes.product, '/product/abc%20d')?.params).toEqual({ productId: 'abc d' });
    expect(matchPath(routes.product, '/PRODUCT/x/')?.params).toEqual({ productId: 'x' });
    expect(matchPath(routes.product, '/product/x/y')).toBeNull();
    expect(matchPath(routes.dashboardPayment, '/dashboard/payment')?.params).toEqual({ id: undefined });
    expect(matchPath(routes.dashboardPayment, '/dashboard/payment/a1')?.params).toEqual({ id: 'a1' });
    expect(matchPath('/admin/*', '/admin/a/b')?.params).toEqual({ '*': 'a/b' });
    expect(matchPath({ path: '/admin', end: false }, '/admin/stok')?.pathname).toBe('/admin');
    expect(matchPath({ path: '/admin', end: false }, '/administrasi')).toBeNull();
    expect(matchPath(routes.home, '/')).not.toBeNull();
    expect(matchPath(routes.home, '/x')).toBeNull();
  });

  it('builds paths, dropping a missing optional segment', () => {
    expect(generatePath(routes.product, { productId: 'a b' })).toBe('/product/a%20b');
    expect(generatePath(routes.dashboardPayment, { id: null })).toBe('/dashboard/payment');
    expect(generatePath(routes.dashboardPayment, { id: 'x' })).toBe('/dashboard/payment/x');
    expect(() => generatePath(routes.product, {})).toThrow(/productId/);
  });

  it('ranks static segments before dynamic ones and a splat last, whatever the order of declaration', () => {
    const table: RouteObject[] = [
      {
        children: [
          { path: '*', handle: 'not found' },
          { path: '/admin/pesanan/:idOrInvoice', handle: 'detail' },
          { path: '/admin/pesanan/baru', handle: 'new' },
          {
            path: '/admin',
            children: [
              { index: true, handle: 'summary' },
              { path: '*', handle: 'admin 404' },
            ],
          },
        ],
      },
    ];
    const leaf = (pathname: string) => matchRoutes(table, pathname)?.at(-1)?.route.handle;
    expect(leaf('/admin/pesanan/baru')).toBe('new');
    expect(leaf('/admin/pesanan/INV-1')).toBe('detail');
    expect(leaf('/admin')).toBe('summary');
    expect(leaf('/admin/entah')).toBe('admin 404');
    expect(leaf('/entah')).toBe('not found');
  });
});

function Layout() {
  const isLoading = useNavigation().state === 'loading';
  const titles = useMatches()
    .map((match) => match.handle)
    .filter(Boolean)
    .join(' > ');
  return (
    <div>
      <p>Judul: {titles}</p>
      {isLoading && <div role="progressbar">Memuat</div>}
      <nav>
        <NavLink to="/dashboard" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Akun
        </NavLink>
        <NavLink to="/dashboard/pesanan">Pesanan</NavLink>
        <Link to="/product/p1">Produk</Link>
        <Link to="/rahasia">Rahasia</Link>
        <Link to="/lazy">Lazy</Link>
      </nav>
      <Outlet />
    </div>
  );
}

function Product() {
  const { productId } = useParams();
  const [params, setParams] = useSearchParams();
  return (
    <div>
      <h1>Produk {productId}</h1>
      <p>Varian {params.get('v') ?? '-'}</p>
      <button type="button" onClick={() => setParams({ v: '2' }, { replace: true })}>
        Varian 2
      </button>
    </div>
  );
}

function Loaded() {
  const data = useLoaderData<() => { word: string }>();
  return <h1>Lazy {data.word}</h1>;
}

function Broken(): never {
  throw new Error('rusak');
}

function table(lazyGate: Promise<void>): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <p>Halaman tidak ditemukan</p>,
      children: [
        { path: '/', element: <h1>Beranda</h1> },
        { path: '/product/:productId', handle: 'Produk', element: <Product /> },
        { path: '/dashboard', handle: 'Akun', element: <h1>Akun</h1> },
        { path: '/dashboard/pesanan', handle: 'Pesanan', element: <h1>Pesanan</h1> },
        {
          path: '/rahasia',
          loader: () => {
            throw redirect('/login?next=%2Frahasia');
          },
          element: <h1>Rahasia</h1>,
        },
        { path: '/login', element: <h1>Login</h1> },
        {
          path: '/lazy',
          lazy: async () => {
            await lazyGate;
            return { Component: Loaded, loader: () => ({ word: 'dimuat' }) };
          },
        },
        { path: '/rusak', errorElement: <p>Halaman rusak</p>, element: <Broken /> },
      ],
    },
  ];
}

describe('the router', () => {
  it('changes page at once when nothing is to load, and keeps the search on a replace', () => {
    const router = createMemoryRouter(table(Promise.resolve()), { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Beranda' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Produk' }));
    expect(router.state.location.pathname).toBe('/product/p1');
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.getByRole('heading', { name: 'Produk p1' })).toBeInTheDocument();
    expect(screen.getByText('Judul: Produk')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Varian 2' }));
    expect(router.state.location.search).toBe('?v=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('Varian 2', { selector: 'p' })).toBeInTheDocument();
  });

  it('marks the link of the page on show, and only its own path with `end`', () => {
    const router = createMemoryRouter(table(Promise.resolve()), { initialEntries: ['/dashboard/pesanan'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Pesanan' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Pesanan' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Akun' })).toHaveClass('off');
    expect(screen.getByRole('link', { name: 'Akun' })).not.toHaveAttribute('aria-current');
  });

  it("follows a loader's redirect without showing the guarded page", async () => {
    const router = createMemoryRouter(table(Promise.resolve()), { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('link', { name: 'Rahasia' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Frahasia');
    expect(screen.queryByRole('heading', { name: 'Rahasia' })).toBeNull();
  });

  it('keeps the page on show while the next one loads, then shows it with its loader data', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const router = createMemoryRouter(table(gate), { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('link', { name: 'Lazy' }));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Beranda' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await act(async () => {
      open();
      await gate;
    });
    expect(await screen.findByRole('heading', { name: 'Lazy dimuat' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lazy');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('drops a navigation that a newer one overtook', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const router = createMemoryRouter(table(gate), { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('link', { name: 'Lazy' }));
    fireEvent.click(screen.getByRole('link', { name: 'Produk' }));
    await act(async () => {
      open();
      await gate;
    });
    expect(router.state.location.pathname).toBe('/product/p1');
    expect(screen.getByRole('heading', { name: 'Produk p1' })).toBeInTheDocument();
  });

  it('draws the nearest error element for a page that throws, and the next page clears it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(table(Promise.resolve()), { initialEntries: ['/rusak'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Halaman rusak')).toBeInTheDocument();
    expect(screen.getByText(/Judul/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Produk' }));
    expect(screen.getByRole('heading', { name: 'Produk p1' })).toBeInTheDocument();
  });

  it("shows the root's error element for an address no route matches", async () => {
    const router = createMemoryRouter(table(Promise.resolve()), { initialEntries: ['/tidak/ada'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Halaman tidak ditemukan')).toBeInTheDocument();
  });

  it('goes back and forward through the entries', async () => {
    const router = createMemoryRouter(table(Promise.resolve()), { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('link', { name: 'Produk' }));
    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { name: 'Beranda' });
    expect(router.state.historyAction).toBe('POP');
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Produk p1' })).toBeInTheDocument();
  });
});

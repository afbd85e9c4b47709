// The listing calls the storefront makes (docs/decisions/054), as the catalogue rows measure them:
// /allProduct's first page, a page deep in a large catalogue (reached along nextCursor, as a visitor
// who scrolled that far gets it), a name search and the address's filters, each a page of 16.

/** The cursor after `skip` products in the listing order, walked in the largest pages the API gives. */
async function cursorAfter(base, skip) {
  let cursor = null;
  for (let passed = 0; passed < skip;) {
    const limit = Math.min(100, skip - passed);
    const query = new URLSearchParams({ limit: String(limit) });
    if (cursor) query.set('cursor', cursor);
    const page = await fetch(`${base}/api/products?${query}`).then((response) => response.json());
    passed += page.data.length;
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return cursor;
}

/** [route label, path] of each listing call to measure; the deep page halfway through the catalogue. */
export async function listingTargets(base) {
  const first = await fetch(`${base}/api/products?limit=1`).then((response) => response.json());
  const probe = first.data[0];
  let total = 0;
  for (let cursor = null; ;) {
    const query = new URLSearchParams({ limit: '100' });
    if (cursor) query.set('cursor', cursor);
    const page = await fetch(`${base}/api/products?${query}`).then((response) => response.json());
    total += page.data.length;
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  const middle = Math.floor(total / 2);
  const deep = await cursorAfter(base, middle);
  const targets = [['GET /api/products (listing page, 16)', '/api/products?limit=16']];
  if (deep) {
    targets.push([
      `GET /api/products (16 after ${middle.toLocaleString('en')})`,
      `/api/products?limit=16&cursor=${encodeURIComponent(deep)}`,
    ]);
  }
  const word = probe.name.split(' ')[0].toLowerCase();
  targets.push(
    [`GET /api/products (search '${word}', 16)`, `/api/products?limit=16&search=${encodeURIComponent(word)}`],
    [
      'GET /api/products (type + package filter, 16)',
      `/api/products?limit=16&type=${encodeURIComponent(probe.type)}&package=lifetime`,
    ],
  );
  return targets;
}

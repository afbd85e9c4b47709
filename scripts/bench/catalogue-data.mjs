// Grows the demo catalogue to a target number of products by cloning the demo products with
// their variants and items, the way a big shop's catalogue would look to the list queries.
import pg from 'pg';

export async function createDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** Clones products until there are at least `target`; returns the final count. */
export async function growCatalogue(databaseUrl, target) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS count FROM products');
    const copies = Math.max(0, Math.ceil((target - rows[0].count) / rows[0].count));
    await client.query('BEGIN');
    await client.query(
      `CREATE TEMP TABLE clone_map ON COMMIT DROP AS
         SELECT p.id AS src, gen_random_uuid() AS dst, g AS n
         FROM products p CROSS JOIN generate_series(1, $1::int) g`,
      [copies],
    );
    await client.query(
      `INSERT INTO products (id, name, brand, image, banner, icon, method, type, link, status, category_id,
                             admin_fee, modal_fee, slot, information, note, schema, benefit, price, sort, created_at)
       SELECT m.dst, p.name || ' ' || m.n, p.brand, p.image, p.banner, p.icon, p.method, p.type, p.link, p.status,
              p.category_id, p.admin_fee, p.modal_fee, p.slot, p.information, p.note, p.schema, p.benefit, p.price,
              p.sort + m.n, p.created_at - make_interval(mins => m.n)
       FROM clone_map m JOIN products p ON p.id = m.src`,
    );
    await client.query(
      `CREATE TEMP TABLE variant_map ON COMMIT DROP AS
         SELECT v.id AS src, gen_random_uuid() AS dst, m.dst AS product_id
         FROM variants v JOIN clone_map m ON v.product_id = m.src`,
    );
    await client.query(
      `INSERT INTO variants (id, product_id, package_id, status, sort)
       SELECT vm.dst, vm.product_id, v.package_id, v.status, v.sort
       FROM variant_map vm JOIN variants v ON v.id = vm.src`,
    );
    await client.query(
      `INSERT INTO variant_items (variant_id, duration, price, enabled)
       SELECT vm.dst, i.duration, i.price, i.enabled
       FROM variant_map vm JOIN variant_items i ON i.variant_id = vm.src`,
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
    const after = await client.query('SELECT count(*)::int AS count FROM products');
    return after.rows[0].count;
  } finally {
    await client.end();
  }
}

// Fills a shop's database with orders the way a busy year would: many customers, every status, a
// year of dates; gives one customer exactly `forCustomer.count` orders; and shows the plans of the
// heaviest order queries.
import pg from 'pg';

const STATUSES = [
  'Paid',
  'Paid',
  'Paid',
  'Paid',
  'Expired',
  'Canceled',
  'Pending',
  'Process',
  'Habis',
  'Tenggang',
];

async function withClient(databaseUrl, work) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Adds orders until the database holds at least `target`, spread over 2,000 extra customers, and
 * tops `forCustomer.email` up to `forCustomer.count` orders. Returns the totals.
 */
export async function growOrders(databaseUrl, target, forCustomer) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query('SELECT count(*)::int AS count FROM orders');
    const missing = Math.max(0, target - rows[0].count);
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO users (name, email, phone, password_hash)
       SELECT 'Pelanggan ' || g, 'bench' || g || '@gmail.com', '+62812' || lpad(g::text, 7, '0'), 'x'
       FROM generate_series(1, 2000) g
       ON CONFLICT DO NOTHING`,
    );
    const statuses = `ARRAY[${STATUSES.map((status) => `'${status}'`).join(', ')}]::order_status[]`;
    const insertOrders = (count, userFilter, prefix) =>
      client.query(
        `WITH buyers AS (SELECT id, row_number() OVER () AS n FROM users WHERE ${userFilter}),
              buyer_count AS (SELECT count(*) AS c FROM buyers),
              items AS (SELECT p.id AS product_id, v.package_id, i.id AS item_id, i.duration, i.price,
                               row_number() OVER () AS n
                        FROM products p JOIN variants v ON v.product_id = p.id
                        JOIN variant_items i ON i.variant_id = v.id),
              item_count AS (SELECT count(*) AS c FROM items)
         INSERT INTO orders (invoice, user_id, product_id, package_id, variant_item_id, duration, price, admin,
                             total, payment_method, status, paid_at, expired_time, next_billing_at, created_at)
         SELECT '${prefix}-' || g, b.id, it.product_id, it.package_id, it.item_id, it.duration, it.price, 2000,
                it.price + 2000, 'QRIS', s.status,
                CASE WHEN s.status IN ('Paid', 'Process', 'Habis', 'Tenggang') THEN t.created_at + interval '5 minutes' END,
                -- Unpaid orders are recent (their deadline ahead), so the expiry job stays idle while measuring.
                CASE WHEN s.status = 'Pending' THEN now() + interval '1 day' ELSE t.created_at + interval '1 day' END,
                CASE WHEN s.status = 'Paid' THEN t.created_at + make_interval(days => it.duration) END,
                t.created_at
         FROM generate_series(1, $1::int) g
         CROSS JOIN buyer_count bc CROSS JOIN item_count ic
         JOIN buyers b ON b.n = 1 + (g % bc.c)
         JOIN items it ON it.n = 1 + ((g * 7) % ic.c)
         CROSS JOIN LATERAL (SELECT (${statuses})[1 + (g % ${STATUSES.length})] AS status) s
         CROSS JOIN LATERAL (SELECT now() - make_interval(secs => (g % 31536000)) AS created_at) t`,
        [count],
      );
    if (missing > 0) await insertOrders(missing, `email LIKE 'bench%@gmail.com'`, 'INV-BENCH');
    const own = await client.query(
      'SELECT count(*)::int AS count FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1',
      [forCustomer.email],
    );
    const topUp = Math.max(0, forCustomer.count - own.rows[0].count);
    if (topUp > 0) {
      await insertOrders(topUp, `email = '${forCustomer.email.replaceAll("'", "''")}'`, 'INV-OWN');
    }
    await client.query('COMMIT');
    // Settled as a running shop's table is: vacuumed and analyzed, and the load's writes flushed by a
    // checkpoint, so the routes measured next do not pay for the bulk load (a checkpoint of a million
    // orders' pages running under the order burst held its commits back).
    await client.query('VACUUM (ANALYZE) orders');
    await client.query('ANALYZE');
    await client.query('CHECKPOINT');
    const total = await client.query('SELECT count(*)::int AS count FROM orders');
    return { orders: total.rows[0].count, forCustomer: own.rows[0].count + topUp };
  });
}

/** EXPLAIN ANALYZE of the order queries that grow with the table: what each one reads, and how long it took. */
export async function orderQueryPlans(databaseUrl, customerEmail) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query('SELECT id FROM users WHERE email = $1', [customerEmail]);
    const userId = rows[0].id;
    // Every order status, as the database knows them: the Semua tab's filter.
    const statuses = await client.query('SELECT enum_range(NULL::order_status)::text[] AS all');
    const everyStatus = statuses.rows[0].all;
    const queries = [
      [
        "A customer's first page of orders under the Semua tab, newest first, with their count (GET /api/payments?page=1): the version of its rows, which the server reads for every request; when it changed, the same joins also write the page's JSON",
        `SELECT md5(coalesce(string_agg(concat_ws(':', o.id, o.xmin, p.xmin, pk.xmin, v.xmin, a.xmin, pi.xmin), ','
                                        ORDER BY o.created_at DESC, o.id DESC), '')),
                (SELECT count(*) FROM orders WHERE user_id = $1 AND status = any($2)) AS orders_of_user
         FROM orders o JOIN products p ON p.id = o.product_id
         LEFT JOIN packages pk ON pk.id = o.package_id
         LEFT JOIN vouchers v ON v.id = o.voucher_id
         LEFT JOIN accounts a ON a.id = o.account_id
         LEFT JOIN product_items pi ON pi.id = coalesce(o.product_item_id, a.product_item_id)
         WHERE o.id IN (SELECT id FROM orders WHERE user_id = $1 AND status = any($2)
                        ORDER BY created_at DESC, id DESC LIMIT 10 OFFSET 0)`,
        [userId, everyStatus],
      ],
      [
        'The admin order list filtered by status, newest first (GET /api/admin/orders?status=Process)',
        `SELECT o.id, o.invoice, o.status, o.total, o.created_at, u.email, p.name
         FROM orders o JOIN users u ON u.id = o.user_id JOIN products p ON p.id = o.product_id
         WHERE o.status = 'Process' ORDER BY o.created_at DESC LIMIT 20`,
        [],
      ],
      [
        'The unpaid orders past their deadline (the expiry job)',
        `SELECT id FROM orders WHERE status IN ('Pending', 'Preorder') AND paid_at IS NULL
         AND expired_time IS NOT NULL AND expired_time <= now() ORDER BY expired_time LIMIT 50`,
        [],
      ],
    ];
    const plans = [];
    for (const [name, sql, params] of queries) {
      const result = await client.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
      plans.push({ name, plan: result.rows.map((row) => row['QUERY PLAN']).join('\n') });
    }
    return plans;
  });
}

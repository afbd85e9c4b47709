import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper';

const { connection } = await createTestDatabase();

describe('connectDatabase', () => {
  it('plans a prepared statement once and reuses that plan, whatever the values', async () => {
    const client = await connection.pool.connect();
    try {
      const statement = {
        name: 'orders_of_user_by_status',
        text: 'SELECT id FROM orders WHERE user_id = $1 AND status = any($2) ORDER BY created_at DESC LIMIT 10',
      };
      for (const statuses of [
        ['Paid'],
        ['Pending', 'Preorder'],
        ['Canceled'],
        ['Paid'],
        ['Paid'],
        ['Paid'],
      ]) {
        await client.query({ ...statement, values: ['00000000-0000-4000-8000-000000000000', statuses] });
      }
      const { rows } = await client.query(
        'SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1',
        [statement.name],
      );
      expect(rows).toEqual([{ generic_plans: 6, custom_plans: 0 }]);
    } finally {
      client.release();
    }
  });
});

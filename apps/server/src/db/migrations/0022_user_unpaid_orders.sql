-- Each customer's unpaid orders by deadline (docs/decisions/056): the cap of open orders is counted
-- with every order placed, from the customer's own entries rather than the shop's unpaid orders.
CREATE INDEX "orders_user_unpaid_idx" ON "orders" USING btree ("user_id","expired_time") WHERE "orders"."status" IN ('Pending', 'Preorder') AND "orders"."paid_at" IS NULL;

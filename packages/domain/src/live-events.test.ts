import { describe, expect, it } from 'vitest';
import { ADMIN_EVENT_TYPES, CONTROL_EVENT_TYPES, CUSTOMER_EVENT_TYPES } from './live-events';
import { adminEventSchemas, controlEventSchemas, customerEventSchemas } from './live-events-schema';

describe('live event names', () => {
  it('the plain lists name exactly the events whose payloads are declared', () => {
    expect([...CUSTOMER_EVENT_TYPES].sort()).toEqual(Object.keys(customerEventSchemas).sort());
    expect([...ADMIN_EVENT_TYPES].sort()).toEqual(Object.keys(adminEventSchemas).sort());
    expect([...CONTROL_EVENT_TYPES].sort()).toEqual(Object.keys(controlEventSchemas).sort());
  });

  it('admin events are named apart from customer ones, so a customer stream can filter by prefix', () => {
    for (const type of ADMIN_EVENT_TYPES) expect(type.startsWith('admin.')).toBe(true);
    for (const type of CUSTOMER_EVENT_TYPES) expect(type.startsWith('admin.')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { pageOffset, paginationOf } from './pagination';

describe('pageOffset', () => {
  it.each([
    [1, 20, 0],
    [2, 20, 20],
    [3, 15, 30],
    [10, 1, 9],
  ])('page %s of %s rows starts after %s rows', (page, limit, offset) => {
    expect(pageOffset(page, limit)).toBe(offset);
  });
});

describe('paginationOf', () => {
  it.each([
    [1, 20, 0, 0],
    [1, 20, 1, 1],
    [1, 20, 20, 1],
    [1, 20, 21, 2],
    [3, 15, 45, 3],
    [2, 10, 99, 10],
  ])('page %s, limit %s, total %s -> %s pages', (page, limit, total, totalPages) => {
    expect(paginationOf(page, limit, total)).toEqual({ page, limit, total, totalPages });
  });
});

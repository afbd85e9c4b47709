import { describe, expect, it } from 'vitest';
import { likeContaining, likeLiteral } from './like';

describe('likeLiteral', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['100%', '100\\%'],
    ['a_b', 'a\\_b'],
    ['c:\\x', 'c:\\\\x'],
    ['%_\\', '\\%\\_\\\\'],
  ])('%j -> %j', (text, expected) => {
    expect(likeLiteral(text)).toBe(expected);
  });
});

describe('likeContaining', () => {
  it.each([
    ['netflix', '%netflix%'],
    ['', '%%'],
    ['50%_off\\', '%50\\%\\_off\\\\%'],
  ])('%j -> %j', (text, expected) => {
    expect(likeContaining(text)).toBe(expected);
  });
});

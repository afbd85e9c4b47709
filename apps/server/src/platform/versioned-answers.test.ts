import { describe, expect, it } from 'vitest';
import { answerOf } from './http-cache';
import { VersionedAnswers } from './versioned-answers';

describe('VersionedAnswers', () => {
  it('gives back an answer only for the version it was written from', () => {
    const answers = new VersionedAnswers({ maxEntries: 10, maxBytes: 1_000 });
    const answer = answerOf('{"data":[]}');
    answers.set('budi page 1', 'v1', answer);
    expect(answers.get('budi page 1', 'v1')).toBe(answer);
    expect(answers.get('budi page 1', 'v2')).toBeUndefined();
    expect(answers.get('siti page 1', 'v1')).toBeUndefined();
    const newer = answerOf('{"data":[1]}');
    answers.set('budi page 1', 'v2', newer);
    expect(answers.get('budi page 1', 'v1')).toBeUndefined();
    expect(answers.get('budi page 1', 'v2')).toBe(newer);
    expect(answers.size).toBe(1);
    expect(answers.storedBytes).toBe(newer.bytes.length);
  });

  it.each([
    { limit: 'two answers', limits: { maxEntries: 2, maxBytes: 1_000 } },
    { limit: 'the bytes of two answers', limits: { maxEntries: 10, maxBytes: 45 } },
  ])('lets the least recently used answer go past $limit', ({ limits }) => {
    const answers = new VersionedAnswers(limits);
    answers.set('a', 'v', answerOf('{"data":"aaaaaaaaaa"}'));
    answers.set('b', 'v', answerOf('{"data":"bbbbbbbbbb"}'));
    // Used after 'b' was kept, so 'b' is now the least recently used.
    answers.get('a', 'v');
    answers.set('c', 'v', answerOf('{"data":"cccccccccc"}'));
    expect(['a', 'b', 'c'].filter((key) => answers.has(key))).toEqual(['a', 'c']);
  });

  it('keeps no answer larger than all it may hold', () => {
    const answers = new VersionedAnswers({ maxEntries: 10, maxBytes: 5 });
    answers.set('big', 'v', answerOf('{"data":[1,2,3]}'));
    expect(answers.has('big')).toBe(false);
    expect(answers.storedBytes).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { gifImage, jpegImage, pngImage, SVG_IMAGE, webpImage } from '../features/files/files.fixtures';
import { detectImage, fileAddress, isStoredImageName } from './uploads';

const png = pngImage();
const jpeg = jpegImage();
const gif = gifImage();

describe('detectImage', () => {
  it.each([
    ['a PNG', png, { ext: 'png', mime: 'image/png' }],
    ['a JPEG', jpeg, { ext: 'jpg', mime: 'image/jpeg' }],
    ['a WebP', webpImage(), { ext: 'webp', mime: 'image/webp' }],
    ['a GIF', gif, { ext: 'gif', mime: 'image/gif' }],
    ['a GIF87a', Buffer.concat([Buffer.from('GIF87a'), gif.subarray(6)]), { ext: 'gif', mime: 'image/gif' }],
  ])('recognises %s by its bytes', (_name, bytes, kind) => {
    expect(detectImage(bytes)).toEqual(kind);
  });

  it.each([
    ['a PNG cut before IEND', png.subarray(0, png.length - 12)],
    ['a PNG cut in the middle', png.subarray(0, 40)],
    [
      'a PNG whose first chunk is not IHDR',
      Buffer.concat([png.subarray(0, 12), Buffer.from('IDAT'), png.subarray(16)]),
    ],
    ['a PNG signature alone', png.subarray(0, 8)],
    ['a JPEG without its end marker', jpeg.subarray(0, jpeg.length - 2)],
    ['a JPEG with bytes after its end marker', Buffer.concat([jpeg, Buffer.from('<?php')])],
    ['a WebP whose RIFF size is too large', webpImage(2)],
    ['a WebP whose RIFF size is too small', webpImage(-2)],
    ['a GIF without its trailer', gif.subarray(0, gif.length - 1)],
    ['an SVG', SVG_IMAGE],
    ['a text file', Buffer.from('hello, this is not an image\n')],
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(detectImage(bytes)).toBeNull();
  });
});

describe('isStoredImageName', () => {
  it.each([
    ['0123456789abcdef0123456789abcdef.png', true],
    ['0123456789abcdef0123456789abcdef.jpg', true],
    ['0123456789abcdef0123456789abcdef.webp', true],
    ['0123456789abcdef0123456789abcdef.gif', true],
    ['0123456789abcdef0123456789abcdef.svg', false],
    ['0123456789ABCDEF0123456789ABCDEF.png', false],
    ['0123456789abcdef0123456789abcde.png', false],
    ['.0123456789abcdef0123456789abcdef.part', false],
    ['../0123456789abcdef0123456789abcdef.png', false],
    ['..%2F0123456789abcdef0123456789abcdef.png', false],
    ['0123456789abcdef0123456789abcdef.png/..', false],
    ['0123456789abcdef0123456789abcdef.png\n', false],
  ])('%j -> %s', (name, expected) => {
    expect(isStoredImageName(name)).toBe(expected);
  });

  it('gives out files under the authenticated API, not the public /uploads folder', () => {
    expect(fileAddress('0123456789abcdef0123456789abcdef.png')).toBe(
      '/api/files/0123456789abcdef0123456789abcdef.png',
    );
  });
});

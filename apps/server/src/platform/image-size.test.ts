import { describe, expect, it } from 'vitest';
import {
  gifImage,
  jpegFrameHeader,
  jpegImage,
  jpegSegment,
  pngChunk,
  pngImage,
  webpChunk,
  webpContainer,
  webpImage,
} from '../features/files/files.fixtures';
import {
  isImageSizeAllowed,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  MORE_BYTES_NEEDED,
  readImageSize,
  readImageSizeFrom,
  type ImageFormat,
} from './image-size';

// ---------------------------------------------------------------------------------------------
// Crafted files: each declares a size in its header over a few bytes of pixel data.

const SOI = Buffer.from([0xff, 0xd8]);
const EOI = Buffer.from([0xff, 0xd9]);
const APP0 = jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'));
// A scan header and a few bytes of entropy-coded data, as a JPEG has after its tables.
const SCAN = Buffer.concat([
  jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
  Buffer.from([0x12, 0x34]),
]);

function jpeg(...segments: Buffer[]): Buffer {
  return Buffer.concat([SOI, ...segments, EOI]);
}

/** An EXIF segment carrying a thumbnail: a JPEG of its own, with a frame header of its own. */
function exifWithThumbnail(width: number, height: number): Buffer {
  const thumbnail = jpeg(jpegFrameHeader(width, height), SCAN);
  return jpegSegment(0xe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), thumbnail]));
}

/** A frame header of another kind (progressive SOF2 and the like), the same layout under its marker. */
function frameHeader(marker: number, width: number, height: number): Buffer {
  const sof0 = jpegFrameHeader(width, height);
  return Buffer.concat([Buffer.from([0xff, marker]), sof0.subarray(2)]);
}

function png(width: number, height: number): Buffer {
  return pngImage(0, { width, height });
}

/** A PNG whose IHDR declares `width` x `height` but carries the CRC of another header. */
function pngWithBadCrc(width: number, height: number): Buffer {
  const bytes = Buffer.from(png(width, height));
  bytes.writeUInt32BE(bytes.readUInt32BE(29) ^ 1, 29);
  return bytes;
}

function vp8x(width: number, height: number): Buffer {
  const data = Buffer.alloc(10);
  data.writeUIntLE(width - 1, 4, 3);
  data.writeUIntLE(height - 1, 7, 3);
  return webpChunk('VP8X', data);
}

/** A lossy frame header: a key frame's tag, the start code, then each side with its scale bits. */
function vp8(width: number, height: number, { isKeyFrame = true, startCode = [0x9d, 0x01, 0x2a] } = {}) {
  const data = Buffer.from([isKeyFrame ? 0x10 : 0x11, 0x02, 0x00, ...startCode, 0, 0, 0, 0, 0, 0]);
  data.writeUInt16LE(width | 0x4000, 6);
  data.writeUInt16LE(height | 0x8000, 8);
  return webpChunk('VP8 ', data);
}

function vp8l(width: number, height: number, signature = 0x2f): Buffer {
  const data = Buffer.alloc(5);
  data[0] = signature;
  data.writeUInt32LE((width - 1) | ((height - 1) << 14), 1);
  return webpChunk('VP8L', data);
}

interface GifFrame {
  left?: number;
  top?: number;
  width: number;
  height: number;
}

/** An image descriptor and its (tiny) LZW data, in sub-blocks ended by an empty one. */
function gifFrame({ left = 0, top = 0, width, height }: GifFrame): Buffer {
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(left, 1);
  descriptor.writeUInt16LE(top, 3);
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  return Buffer.concat([descriptor, Buffer.from([0x02, 0x02, 0x4c, 0x01, 0x00])]);
}

const GRAPHIC_CONTROL = Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00]);

/** A GIF89a with a 4-colour global table, a graphic control extension before each frame, the trailer. */
function gif(width: number, height: number, frames: GifFrame[] = [{ width, height }]): Buffer {
  const screen = Buffer.alloc(13);
  screen.write('GIF89a', 0, 'latin1');
  screen.writeUInt16LE(width, 6);
  screen.writeUInt16LE(height, 8);
  screen[10] = 0x81;
  return Buffer.concat([
    screen,
    Buffer.alloc(12, 0x7f),
    ...frames.flatMap((frame) => [GRAPHIC_CONTROL, gifFrame(frame)]),
    Buffer.from([0x3b]),
  ]);
}

// ---------------------------------------------------------------------------------------------

describe('readImageSize', () => {
  it.each<[string, ImageFormat, Buffer, number, number]>([
    ['the 1x1 PNG of the fixtures', 'png', pngImage(), 1, 1],
    ['a PNG of 4000 x 3000', 'png', png(4000, 3000), 4000, 3000],
    ['a tiny PNG whose IHDR (valid CRC) says 30000 x 30000', 'png', png(30_000, 30_000), 30_000, 30_000],
    ['the 1x1 JPEG of the fixtures', 'jpg', jpegImage(), 1, 1],
    [
      'a JPEG whose SOF says 60000 x 60000',
      'jpg',
      jpeg(APP0, jpegFrameHeader(60_000, 60_000), SCAN),
      60_000,
      60_000,
    ],
    [
      'a JPEG by its own frame header, not its EXIF thumbnail',
      'jpg',
      jpeg(exifWithThumbnail(160, 120), jpegFrameHeader(60_000, 60_000), SCAN),
      60_000,
      60_000,
    ],
    [
      'a JPEG with tables and fill bytes before its frame header',
      'jpg',
      jpeg(
        APP0,
        jpegSegment(0xdb, Buffer.alloc(65, 1)),
        jpegSegment(0xc4, Buffer.alloc(29, 2)),
        Buffer.from([0xff, 0xff, 0xff]),
        jpegFrameHeader(640, 480),
        SCAN,
      ),
      640,
      480,
    ],
    ['a progressive JPEG (SOF2)', 'jpg', jpeg(APP0, frameHeader(0xc2, 1920, 1080), SCAN), 1920, 1080],
    ['an arithmetic-coded JPEG (SOF9)', 'jpg', jpeg(frameHeader(0xc9, 800, 600), SCAN), 800, 600],
    ['the 1x1 lossless WebP of the fixtures', 'webp', webpImage(), 1, 1],
    ['a lossless WebP of 16384 x 16384', 'webp', webpContainer([vp8l(16_384, 16_384)]), 16_384, 16_384],
    ['a lossy WebP (the scale bits are not the size)', 'webp', webpContainer([vp8(640, 480)]), 640, 480],
    [
      'a WebP whose VP8X canvas says 16777216 x 16777216 over a 1x1 frame',
      'webp',
      webpContainer([vp8x(16_777_216, 16_777_216), vp8l(1, 1)]),
      16_777_216,
      16_777_216,
    ],
    ['the 1x1 GIF of the fixtures', 'gif', gifImage(), 1, 1],
    [
      'a GIF of two frames',
      'gif',
      gif(320, 240, [
        { width: 320, height: 240 },
        { width: 10, height: 10 },
      ]),
      320,
      240,
    ],
    [
      'a GIF whose logical screen is 1x1 and whose frame is 60000 x 60000',
      'gif',
      gif(1, 1, [{ width: 60_000, height: 60_000 }]),
      60_000,
      60_000,
    ],
    [
      'a GIF whose later frame is placed far outside its screen',
      'gif',
      gif(100, 100, [
        { width: 100, height: 100 },
        { left: 65_000, top: 40_000, width: 500, height: 9 },
      ]),
      65_500,
      40_009,
    ],
  ])('reads %s', (_name, format, bytes, width, height) => {
    expect(readImageSize(bytes, format)).toEqual({ width, height });
  });

  const png1 = pngImage();
  const bigJpeg = jpeg(APP0, jpegFrameHeader(60_000, 60_000), SCAN);
  const bomb = gif(1, 1, [{ width: 60_000, height: 60_000 }]);

  it.each<[string, ImageFormat, Buffer]>([
    ['nothing as a PNG', 'png', Buffer.alloc(0)],
    ['a PNG cut inside its IHDR', 'png', png(30_000, 30_000).subarray(0, 24)],
    ['a PNG whose IHDR CRC is wrong', 'png', pngWithBadCrc(30_000, 30_000)],
    [
      'a PNG whose first chunk is not IHDR',
      'png',
      Buffer.concat([png1.subarray(0, 8), pngChunk('tEXt', Buffer.alloc(13))]),
    ],
    ['a PNG 0 pixels wide', 'png', png(0, 10)],
    ['a PNG wider than the format allows', 'png', png(0x80000000, 1)],
    ['nothing as a JPEG', 'jpg', Buffer.alloc(0)],
    ['a JPEG without a frame header (SOI, APP0, EOI)', 'jpg', jpeg(APP0)],
    ['a JPEG whose scan comes before any frame header', 'jpg', jpeg(APP0, SCAN, jpegFrameHeader(1, 1))],
    [
      'a JPEG cut inside a segment',
      'jpg',
      jpeg(exifWithThumbnail(1, 1), jpegFrameHeader(1, 1)).subarray(0, 30),
    ],
    ['a JPEG cut inside its frame header', 'jpg', bigJpeg.subarray(0, APP0.length + 2 + 6)],
    [
      'a JPEG whose frame header leaves its height to a DNL marker',
      'jpg',
      jpeg(jpegFrameHeader(640, 0), SCAN),
    ],
    [
      'a JPEG with stray bytes between segments',
      'jpg',
      jpeg(APP0, Buffer.from([0x00]), jpegFrameHeader(1, 1)),
    ],
    ['a JPEG with a second SOI', 'jpg', jpeg(APP0, SOI, jpegFrameHeader(1, 1))],
    [
      'a JPEG segment whose length is under 2',
      'jpg',
      Buffer.concat([SOI, Buffer.from([0xff, 0xe0, 0x00, 0x01])]),
    ],
    ['nothing as a WebP', 'webp', Buffer.alloc(0)],
    ['a WebP cut after its RIFF header', 'webp', webpContainer([vp8x(30_000, 30_000)]).subarray(0, 16)],
    ['a WebP cut inside its VP8X canvas', 'webp', webpContainer([vp8x(30_000, 30_000)]).subarray(0, 25)],
    ['a WebP whose first chunk holds no image', 'webp', webpContainer([webpChunk('ALPH', Buffer.alloc(10))])],
    ['a lossy WebP that is not a key frame', 'webp', webpContainer([vp8(640, 480, { isKeyFrame: false })])],
    ['a lossy WebP without its start code', 'webp', webpContainer([vp8(640, 480, { startCode: [1, 2, 3] })])],
    ['a lossless WebP without its signature', 'webp', webpContainer([vp8l(1, 1, 0x2e)])],
    ['a VP8X chunk too short for a canvas', 'webp', webpContainer([webpChunk('VP8X', Buffer.alloc(4))])],
    ['nothing as a GIF', 'gif', Buffer.alloc(0)],
    ['a GIF cut inside a frame', 'gif', bomb.subarray(0, bomb.length - 4)],
    ['a GIF without its trailer', 'gif', bomb.subarray(0, bomb.length - 1)],
    ['a GIF with an unknown block', 'gif', Buffer.concat([bomb.subarray(0, 25), Buffer.from([0x99, 0x3b])])],
    ['a GIF 0 pixels wide with no frame', 'gif', gif(0, 5, [])],
  ])('cannot read %s', (_name, format, bytes) => {
    expect(readImageSize(bytes, format)).toBeNull();
  });
});

describe('readImageSizeFrom', () => {
  const TWO_FRAMES = gif(1, 1, [
    { width: 10, height: 10 },
    { width: 60_000, height: 2 },
  ]);

  it.each<[string, ImageFormat, Buffer, number]>([
    ['a PNG', 'png', pngImage(1024 * 1024, { width: 30_000, height: 30_000 }), 33],
    ['a lossless WebP', 'webp', webpContainer([vp8l(16_384, 16_384)]), 25],
    ['a VP8X WebP', 'webp', webpContainer([vp8x(20_000, 20_000), vp8l(1, 1)]), 30],
    [
      'a JPEG, past a 60 KB segment it skips by its length',
      'jpg',
      jpeg(jpegSegment(0xe2, Buffer.alloc(60_000, 0xff)), jpegFrameHeader(60_000, 60_000), SCAN),
      2 + 60_004 + 9,
    ],
    ['a GIF, to its trailer', 'gif', TWO_FRAMES, TWO_FRAMES.length],
  ])('reads %s from the first bytes up to the end of its header only', (_name, format, bytes, end) => {
    expect(readImageSizeFrom(bytes.subarray(0, end - 1), format)).toBe(MORE_BYTES_NEEDED);
    expect(readImageSizeFrom(bytes.subarray(0, end), format)).toEqual(readImageSize(bytes, format));
    expect(readImageSize(bytes, format)).not.toBeNull();
  });

  it('answers a broken header as soon as it is seen, whatever follows', () => {
    expect(readImageSizeFrom(pngWithBadCrc(1, 1).subarray(0, 33), 'png')).toBeNull();
    expect(readImageSizeFrom(jpeg(APP0, SCAN).subarray(0, 2 + APP0.length + 2), 'jpg')).toBeNull();
  });
});

describe('isImageSizeAllowed', () => {
  it.each([
    [1, 1, true],
    [4000, 3000, true],
    [8000, 5000, true],
    [1080, 15_000, true],
    [MAX_IMAGE_SIDE, Math.floor(MAX_IMAGE_PIXELS / MAX_IMAGE_SIDE), true],
    [MAX_IMAGE_SIDE + 1, 1, false],
    [1, MAX_IMAGE_SIDE + 1, false],
    [6325, 6325, false],
    [8000, 5001, false],
    [8160, 6120, false],
    [30_000, 30_000, false],
    [16_777_216, 16_777_216, false],
  ])('%i x %i -> %s', (width, height, isAllowed) => {
    expect(isImageSizeAllowed({ width, height })).toBe(isAllowed);
  });
});

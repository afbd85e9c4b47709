import { crc32 } from 'node:zlib';

/** An image's size in pixels, as its header declares it. */
export interface ImageSize {
  width: number;
  height: number;
}

export type ImageFormat = 'png' | 'jpg' | 'webp' | 'gif';

/**
 * The largest image the shop keeps (docs/decisions/044). A browser decodes every pixel to 4 bytes,
 * so 40 megapixels is 160 MB in the admin's tab: more than any phone's default photo (12–24 MP) or
 * screenshot needs, far below a 30000 × 30000 bomb (3.6 GB). A side may reach 16,384 pixels, the
 * WebP format's own limit and a common GPU texture side, so a long scrolling screenshot of a bank
 * transfer (1080 × 15,000) still fits while a 1 × 40,000,000 sliver does not.
 */
export const MAX_IMAGE_SIDE = 16_384;
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Whether the shop keeps an image of this size (see MAX_IMAGE_SIDE). */
export function isImageSizeAllowed({ width, height }: ImageSize): boolean {
  return width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS;
}

/** Thrown by a Cursor asked for bytes past the end of what it holds. */
class OutOfBytes extends Error {}

/** Reads forward through the bytes a walk is given; past their end it throws OutOfBytes. */
class Cursor {
  private offset = 0;

  constructor(private readonly bytes: Buffer) {}

  take(count: number): Buffer {
    this.skip(count);
    return this.bytes.subarray(this.offset - count, this.offset);
  }

  byte(): number {
    if (this.offset >= this.bytes.length) throw new OutOfBytes();
    return this.bytes[this.offset++]!;
  }

  // The numbers below are read without the slice `take` makes: a JPEG may hold millions of tiny
  // segments and a GIF millions of tiny frames, and each must cost next to nothing.

  uint16BE(): number {
    return (this.byte() << 8) | this.byte();
  }

  uint16LE(): number {
    return this.byte() | (this.byte() << 8);
  }

  skip(count: number): void {
    if (this.offset + count > this.bytes.length) throw new OutOfBytes();
    this.offset += count;
  }
}

/** Walks a format's header from its first byte; returns its size, or null when the bytes break the format's rules. */
type HeaderWalk = (bytes: Cursor) => ImageSize | null;

/** A side of 0 is no image a browser draws: refused as unreadable, like any other broken header. */
function sized(width: number, height: number): ImageSize | null {
  return width > 0 && height > 0 ? { width, height } : null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The signature, then IHDR (it must come first) with its CRC, so a damaged header is not believed. */
function pngWalk(bytes: Cursor): ImageSize | null {
  const head = bytes.take(8 + 8 + 13 + 4);
  if (!head.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (head.readUInt32BE(8) !== 13 || head.toString('latin1', 12, 16) !== 'IHDR') return null;
  if (crc32(head.subarray(12, 29)) !== head.readUInt32BE(29)) return null;
  const width = head.readUInt32BE(16);
  const height = head.readUInt32BE(20);
  // The format caps each side at 2^31 - 1; a larger value is a broken header, not a big image.
  if (width > 0x7fffffff || height > 0x7fffffff) return null;
  return sized(width, height);
}

// Start of frame markers (baseline, extended, progressive, lossless, their differential and
// arithmetic kinds), and DHP, which gives a hierarchical image's whole size the same way.
const JPEG_FRAME_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf, 0xde,
]);
const JPEG_SOI = 0xd8;
const JPEG_EOI = 0xd9;
const JPEG_SOS = 0xda;

/** Markers that stand alone, without a length: TEM and the restart markers. */
function isStandaloneJpegMarker(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

/**
 * Segment by segment from SOI to the first frame header, skipping each segment by its length, so the
 * thumbnail an EXIF segment carries (a JPEG of its own, with its own SOF) is never taken for the image.
 * The frame header always comes before the first scan: reaching SOS or EOI without one is refused.
 */
function jpegWalk(bytes: Cursor): ImageSize | null {
  if (bytes.byte() !== 0xff || bytes.byte() !== JPEG_SOI) return null;
  for (;;) {
    if (bytes.byte() !== 0xff) return null;
    let marker = 0xff;
    // Any number of 0xFF fill bytes may precede a marker.
    while (marker === 0xff) marker = bytes.byte();
    if (isStandaloneJpegMarker(marker)) continue;
    if (marker === 0x00 || marker === JPEG_SOI || marker === JPEG_EOI || marker === JPEG_SOS) return null;
    const length = bytes.uint16BE();
    if (length < 2) return null;
    if (JPEG_FRAME_MARKERS.has(marker)) {
      if (length < 8) return null;
      const frame = bytes.take(5);
      // Precision, then the number of lines (height) and of samples per line (width). A height of 0
      // leaves it to a later DNL marker, which browsers do not read: refused as unreadable.
      return sized(frame.readUInt16BE(3), frame.readUInt16BE(1));
    }
    bytes.skip(length - 2);
  }
}

/**
 * The RIFF header and the first chunk: VP8X's canvas, or the only frame of a simple lossy (VP8) or
 * lossless (VP8L) file. libwebp, which every browser uses, refuses a still image whose frame differs
 * from its VP8X canvas and an animation frame outside it, so the canvas bounds what is drawn.
 */
function webpWalk(bytes: Cursor): ImageSize | null {
  const head = bytes.take(12 + 8);
  if (head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = head.toString('latin1', 12, 16);
  const chunkSize = head.readUInt32LE(16);
  if (chunk === 'VP8X') {
    if (chunkSize < 10) return null;
    const canvas = bytes.take(10);
    return sized(canvas.readUIntLE(4, 3) + 1, canvas.readUIntLE(7, 3) + 1);
  }
  if (chunk === 'VP8 ') {
    if (chunkSize < 10) return null;
    const frame = bytes.take(10);
    // A still image is one key frame (bit 0 of the frame tag clear), then the start code 9D 01 2A.
    if ((frame[0]! & 1) !== 0 || frame[3] !== 0x9d || frame[4] !== 0x01 || frame[5] !== 0x2a) return null;
    return sized(frame.readUInt16LE(6) & 0x3fff, frame.readUInt16LE(8) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (chunkSize < 5) return null;
    const frame = bytes.take(5);
    if (frame[0] !== 0x2f) return null;
    const bits = frame.readUInt32LE(1);
    if (bits >>> 29 !== 0) return null;
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  return null;
}

/** Passes over a GIF's data sub-blocks up to the empty one that ends them. */
function skipGifSubBlocks(bytes: Cursor): void {
  for (let length = bytes.byte(); length !== 0; length = bytes.byte()) bytes.skip(length);
}

/** The bytes of a colour table whose flag and size sit in `packed` (a logical screen or a frame). */
function gifColourTableBytes(packed: number): number {
  return packed & 0x80 ? 3 << ((packed & 0x07) + 1) : 0;
}

/**
 * The logical screen, then every block to the trailer. Each frame's place and size are read too:
 * a browser grows the screen to a frame larger than it, so the size is the largest extent of all.
 */
function gifWalk(bytes: Cursor): ImageSize | null {
  const head = bytes.take(13);
  const version = head.toString('latin1', 0, 6);
  if (version !== 'GIF87a' && version !== 'GIF89a') return null;
  let width = head.readUInt16LE(6);
  let height = head.readUInt16LE(8);
  bytes.skip(gifColourTableBytes(head[10]!));
  for (;;) {
    const introducer = bytes.byte();
    if (introducer === 0x3b) return sized(width, height);
    if (introducer === 0x21) {
      bytes.skip(1); // the extension's label
      skipGifSubBlocks(bytes);
    } else if (introducer === 0x2c) {
      const left = bytes.uint16LE();
      const top = bytes.uint16LE();
      width = Math.max(width, left + bytes.uint16LE());
      height = Math.max(height, top + bytes.uint16LE());
      bytes.skip(gifColourTableBytes(bytes.byte()));
      bytes.skip(1); // the LZW minimum code size
      skipGifSubBlocks(bytes);
    } else {
      return null;
    }
  }
}

const WALKS: Record<ImageFormat, HeaderWalk> = {
  png: pngWalk,
  jpg: jpegWalk,
  webp: webpWalk,
  gif: gifWalk,
};

/** What readImageSizeFrom answers when the bytes it was given end before the header does. */
export const MORE_BYTES_NEEDED = Symbol('more bytes needed');

/**
 * The size an image's header declares, read from the start of the file without decoding a pixel:
 * null when the header breaks its format's rules, MORE_BYTES_NEEDED when `prefix` ends inside it
 * (the whole file ending there is a truncated one). Bytes past the header are never looked at.
 */
export function readImageSizeFrom(
  prefix: Buffer,
  format: ImageFormat,
): ImageSize | null | typeof MORE_BYTES_NEEDED {
  try {
    return WALKS[format](new Cursor(prefix));
  } catch (error) {
    if (error instanceof OutOfBytes) return MORE_BYTES_NEEDED;
    throw error;
  }
}

/** The size an image's header declares, from the whole file; null when it cannot be read. */
export function readImageSize(bytes: Buffer, format: ImageFormat): ImageSize | null {
  const size = readImageSizeFrom(bytes, format);
  return size === MORE_BYTES_NEEDED ? null : size;
}

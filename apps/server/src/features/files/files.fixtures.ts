/**
 * Test material for the upload routes: real image bytes and multipart bodies built the way a
 * browser's FormData sends them. Used by the tests only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real 1x1 RGBA PNG; `padding` adds an ancillary chunk of that many bytes before the pixels.
 * `size` makes its IHDR (CRC included) declare another size over the same tiny pixel data.
 */
export function pngImage(padding = 0, size = { width: 1, height: 1 }): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size.width, 0);
  header.writeUInt32BE(size.height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(padding > 0 ? [pngChunk('tEXt', Buffer.alloc(padding, 0x61))] : []),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0, 255]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG segment: its marker, then its length (which counts itself) and its data. */
export function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** A baseline frame header (SOF0) of one 8-bit component declaring `width` x `height`. */
export function jpegFrameHeader(width: number, height: number): Buffer {
  const data = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  data.writeUInt16BE(height, 1);
  data.writeUInt16BE(width, 3);
  return jpegSegment(0xc0, data);
}

/** A JPEG's outline: SOI, an APP0 segment, the frame header (1x1 unless `size` says), EOI. */
export function jpegImage(size = { width: 1, height: 1 }): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(
      0xe0,
      Buffer.concat([Buffer.from('JFIF\0', 'latin1'), Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0])]),
    ),
    jpegFrameHeader(size.width, size.height),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A RIFF chunk of a WebP file: its four-character type, its size and its data (padded to even). */
export function webpChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
}

/** A WebP file of these chunks, whose RIFF size is `sizeDelta` off when asked to be wrong. */
export function webpContainer(chunks: Buffer[], sizeDelta = 0): Buffer {
  const body = Buffer.concat([Buffer.from('WEBP', 'latin1'), ...chunks]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length + sizeDelta, 4);
  return Buffer.concat([riff, body]);
}

/** A real 1x1 lossless WebP whose RIFF size is `sizeDelta` off when asked to be wrong. */
export function webpImage(sizeDelta = 0): Buffer {
  const vp8l = Buffer.from([0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00]);
  return webpContainer([webpChunk('VP8L', vp8l)], sizeDelta);
}

/** The classic smallest GIF (a 1x1 transparent pixel). */
export function gifImage(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
}

export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>',
);

export interface FilePart {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser sends it, for app.inject. */
export async function multipartBody(
  fields: Record<string, string>,
  file?: FilePart,
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/** Every entry of the private uploads folder, temp files included. */
export function filesOnDisk(dataDir: string): string[] {
  const dir = path.join(dataDir, 'private-uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

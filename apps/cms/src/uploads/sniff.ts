// Recognises the allowed media types (./media-types.ts) from a file's first bytes, never from its
// name or declared type. The upload plugin's own detection returns nothing for text and for some
// crafted files (an SVG named .png), and then trusts the name; here an unrecognised file is refused.
import fs from 'node:fs/promises';
import type { MediaType } from './media-types';

const HEAD_BYTES = 64;

const startsWith = (bytes: Buffer, signature: number[] | string, at = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= at + expected.length && bytes.subarray(at, at + expected.length).equals(expected);
};

export function sniffMedia(bytes: Buffer): MediaType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'image/gif';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'image/webp';
  if (startsWith(bytes, '%PDF-')) return 'application/pdf';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  // ISO base media (MP4, AVIF): a `ftyp` box first, its major brand after it.
  if (startsWith(bytes, 'ftyp', 4)) {
    const brand = bytes.subarray(8, 12).toString('latin1');
    return brand === 'avif' || brand === 'avis' ? 'image/avif' : 'video/mp4';
  }
  const text = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  if (startsWith(text, 'WEBVTT') && (text.length === 6 || [0x20, 0x09, 0x0a, 0x0d].includes(text[6]))) return 'text/vtt';
  return null;
}

export async function sniffMediaFile(filePath: string): Promise<MediaType | null> {
  const handle = await fs.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return sniffMedia(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** The size of a PNG, read from its header (the Open Graph cards, after the build and as served). */
const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk; throws on anything that is not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('Not a PNG file');
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

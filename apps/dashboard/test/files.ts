/** A file the mock takes for a PNG: its first bytes are the PNG signature. */
export function png(name = 'gambar.png', bytes = 64): File {
  const content = new Uint8Array(bytes);
  content.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([content], name, { type: 'image/png' });
}

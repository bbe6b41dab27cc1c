// The few parts of the tar format (POSIX ustar) a backup archive needs: regular files, written one after another and
// read back in order. Written here rather than taken from a package: the archive's whole format is ~60 lines, and the
// tar packages in node_modules are only other tools' development dependencies.
import type { Readable } from 'node:stream';

const BLOCK = 512;

/** `name` in the header's name field, or split at a slash into its prefix (155 bytes) and name (100 bytes) fields. */
function splitName(name: string): { prefix: string; name: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', name };
  for (let i = name.indexOf('/'); i !== -1; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return { prefix, name: rest };
  }
  throw new Error(`name too long for a tar entry: ${name}`);
}

const octal = (value: number, width: number) => `${value.toString(8).padStart(width - 1, '0')}\0`;

/** The 512-byte header of a regular file `name` of `size` bytes. */
export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK);
  const parts = splitName(name);
  header.write(parts.name, 0, 100, 'utf8');
  header.write('0000644\0', 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii'); // the checksum counts its own field as spaces
  header.write('0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  header.write(parts.prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

/** The zero bytes that round an entry's body up to whole blocks. */
export const tarPadding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
/** Two empty blocks end the archive. */
export const TAR_END = Buffer.alloc(2 * BLOCK);

/** Reads exactly the bytes asked for from a stream of chunks. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly chunks: AsyncIterator<Buffer>;
  constructor(stream: Readable) {
    this.chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }
  /** `size` bytes, or fewer when the stream ends first. */
  async read(size: number): Promise<Buffer> {
    while (this.length < size) {
      const next = await this.chunks.next();
      if (next.done) break;
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    const all = Buffer.concat(this.buffered);
    const taken = all.subarray(0, size);
    const rest = all.subarray(size);
    this.buffered = rest.length ? [rest] : [];
    this.length = rest.length;
    return taken;
  }
}

const field = (header: Buffer, start: number, length: number) =>
  header
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

/** Each regular file of a tar stream, in order, with its whole body (a backup's entries are bounded in size). */
export async function* readTar(stream: Readable): AsyncGenerator<{ name: string; body: Buffer }> {
  const reader = new ByteReader(stream);
  for (;;) {
    const header = await reader.read(BLOCK);
    if (header.length < BLOCK) throw new Error('the archive is truncated');
    if (header.every((byte) => byte === 0)) return;
    const size = parseInt(field(header, 124, 12).trim(), 8);
    const prefix = field(header, 345, 155);
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const body = await reader.read(size);
    if (body.length < size) throw new Error(`the archive is truncated in ${name}`);
    await reader.read(tarPadding(size).length);
    if (header[156] === 0x30 || header[156] === 0) yield { name, body };
  }
}

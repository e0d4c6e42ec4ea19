import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

export type ImageCheck = { ok: true; bytes: Buffer; mime: string } | { ok: false; message: string };

/** Decodes a base64 upload (optionally a data: URL) and checks its size and real type. */
export async function checkImage(
  base64: string,
  maxBytes: number,
  allowedMimes: readonly string[],
  messages: { tooLarge: string; badType: string },
): Promise<ImageCheck> {
  const data = base64.replace(/^data:[^;,]*;base64,/, '');
  if (!/^[A-Za-z0-9+/=\s]*$/.test(data)) return { ok: false, message: messages.badType };
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0) return { ok: false, message: messages.badType };
  if (bytes.length > maxBytes) return { ok: false, message: messages.tooLarge };
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !allowedMimes.includes(type.mime)) return { ok: false, message: messages.badType };
  return { ok: true, bytes, mime: type.mime };
}

/** Uploaded images under DATA_DIR/<folder>, named by a random id (served as <id>.png). */
export class ImageStore {
  private readonly dir: string;

  constructor(dataDir: string, folder: string) {
    this.dir = join(dataDir, folder);
    mkdirSync(this.dir, { recursive: true });
  }

  save(prefix: string, bytes: Buffer): string {
    const name = `${prefix}-${randomBytes(8).toString('hex')}`;
    writeFileSync(join(this.dir, name), bytes);
    return name;
  }

  remove(name: string | null | undefined): void {
    if (name && ImageStore.isName(name)) rmSync(join(this.dir, name), { force: true });
  }

  /** The file of a stored image, or null (the name is checked so no path can escape). */
  pathOf(name: string): string | null {
    if (!ImageStore.isName(name)) return null;
    const path = join(this.dir, name);
    return existsSync(path) ? path : null;
  }

  static isName(name: string): boolean {
    return /^[A-Za-z0-9_-]{1,80}$/.test(name);
  }
}

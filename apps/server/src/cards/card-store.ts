import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { LruCache } from "./lru";
import type { CardContent } from "./render";

/**
 * Drawn cards, kept by the hash of what they show (apps/server/src/cards/README.md, "Caching"): a
 * card is drawn once for each state it shows (a riddle before and after scoring, a result, a
 * challenge's status) and then served from here. The last few are kept in memory; all of them are
 * kept on disk under `DATA_DIR/cards/` up to `maxBytes`, the least recently used going first, so a
 * restart does not draw them again and cycling through many cards costs a file read each.
 */

/** Changes whenever the layout or the fonts change, so cards stored by an older build are drawn again. */
const RENDER_VERSION = "2";

/** The name a card is kept under: its content's hash. */
export function cardHash(content: CardContent): string {
  return createHash("sha256").update(RENDER_VERSION).update(JSON.stringify(content)).digest("hex");
}

/** Cards kept in memory: about 60 kB each, so a few MB at most. */
const MEMORY_ENTRIES = 200;
const FILE = /^[0-9a-f]{64}\.png$/;

export class CardStore {
  private readonly memory = new LruCache<string, Buffer>(MEMORY_ENTRIES);
  /** Hash → size of each stored file, least recently used first. */
  private readonly files = new Map<string, number>();
  private bytes = 0;
  private opened: Promise<void> | undefined;

  /** `dir` undefined or `maxBytes` 0: memory only. */
  constructor(
    private readonly dir: string | undefined,
    private readonly maxBytes: number,
  ) {}

  async get(hash: string): Promise<Buffer | undefined> {
    const kept = this.memory.get(hash);
    if (kept) return kept;
    if (!this.dir || !(await this.open()) || !this.files.has(hash)) return undefined;
    try {
      const png = await readFile(this.pathOf(hash));
      this.touch(hash, png.length);
      this.memory.set(hash, png);
      return png;
    } catch {
      this.forget(hash);
      return undefined;
    }
  }

  /** Keeps a drawn card; a failed write only means it is drawn again next time. */
  async put(hash: string, png: Buffer): Promise<void> {
    this.memory.set(hash, png);
    if (!this.dir || !(await this.open())) return;
    try {
      const temp = `${this.pathOf(hash)}.${process.pid}.tmp`;
      await writeFile(temp, png);
      await rename(temp, this.pathOf(hash));
      this.touch(hash, png.length);
      await this.evict();
    } catch {
      // Full disk or a removed folder: serving goes on from memory.
    }
  }

  /** Bytes of cards on disk (tests). */
  get storedBytes(): number {
    return this.bytes;
  }

  private pathOf(hash: string): string {
    return join(this.dir ?? "", `${hash}.png`);
  }

  /** Creates the folder and learns what an earlier run stored, oldest first; false when disk is off. */
  private async open(): Promise<boolean> {
    if (this.maxBytes <= 0 || !this.dir) return false;
    const dir = this.dir;
    this.opened ??= (async () => {
      await mkdir(dir, { recursive: true });
      const found = await Promise.all(
        (await readdir(dir))
          .filter((name) => FILE.test(name))
          .map(async (name) => ({ name, info: await stat(join(dir, name)) })),
      );
      found.sort((a, b) => a.info.mtimeMs - b.info.mtimeMs);
      for (const { name, info } of found) this.touch(name.slice(0, 64), info.size);
      await this.evict();
    })().catch(() => {
      // An unreadable folder: memory only.
    });
    await this.opened;
    return true;
  }

  private touch(hash: string, size: number): void {
    this.forget(hash);
    this.files.set(hash, size);
    this.bytes += size;
  }

  private forget(hash: string): void {
    const size = this.files.get(hash);
    if (size === undefined) return;
    this.files.delete(hash);
    this.bytes -= size;
  }

  private async evict(): Promise<void> {
    while (this.bytes > this.maxBytes) {
      const oldest = this.files.keys().next();
      if (oldest.done) return;
      this.forget(oldest.value);
      await unlink(this.pathOf(oldest.value)).catch(() => {});
    }
  }
}

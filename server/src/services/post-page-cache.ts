/** A list page as it is sent: the JSON text and the next page's cursor. */
export interface CachedPage {
  json: string;
  next: string | undefined;
}

interface Entry {
  version: number;
  expires: number;
  page: CachedPage;
}

/**
 * Post list pages (the feed above all) are the hottest read, and each costs
 * a query that the embedded database plans anew every time; this keeps pages
 * as sent for a moment. Every committed change to what a Post shows calls
 * `invalidate`, and a page read while such a change commits is never kept
 * (its version is stale), so this process always reads its own writes.
 * Changes made elsewhere (another API process, a profile's name or avatar)
 * show within `ttlMs`.
 */
export class PostPageCache {
  private version = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedPage>>();

  constructor(
    public ttlMs = 1000,
    private readonly maxEntries = 200,
  ) {}

  async read(key: string, load: () => Promise<CachedPage>): Promise<CachedPage> {
    const hit = this.entries.get(key);
    if (hit && hit.version === this.version && hit.expires > Date.now()) return hit.page;
    const slot = `${this.version}\u0000${key}`;
    const pending = this.loading.get(slot);
    if (pending) return pending;
    const version = this.version;
    const promise = load()
      .then((page) => {
        if (this.ttlMs > 0 && version === this.version) {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { version, expires: Date.now() + this.ttlMs, page });
        }
        return page;
      })
      .finally(() => this.loading.delete(slot));
    this.loading.set(slot, promise);
    return promise;
  }

  invalidate() {
    this.version += 1;
    this.entries.clear();
  }
}

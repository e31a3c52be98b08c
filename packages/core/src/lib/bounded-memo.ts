// The one shape of a cache in Hangtime: the answers of a pure function by key, at most `capacity`
// of them. Two generations stand in for least-recently-used order at no cost per hit: new answers
// go to the recent one; when it holds half the capacity it becomes the older one, and the older
// one is dropped; an answer found in the older one moves back to the recent one. So what is in use
// stays, nothing grows without end, and a hit is one or two Map look-ups.

export class BoundedMemo<K, V> {
  private recent = new Map<K, V>();
  private older = new Map<K, V>();
  private readonly half: number;

  constructor(capacity: number) {
    if (!(capacity >= 2)) throw new RangeError(`a memo holds at least two answers, not ${capacity}`);
    this.half = Math.floor(capacity / 2);
  }

  /** The kept answer for `key`, else `compute(key)`, kept. `compute` must not answer undefined. */
  get(key: K, compute: (key: K) => V): V {
    let value = this.peek(key);
    if (value === undefined) {
      value = compute(key);
      this.keep(key, value);
    }
    return value;
  }

  /** The kept answer for `key`, if any; one found in the older generation moves to the recent one. */
  peek(key: K): V | undefined {
    const recent = this.recent.get(key);
    if (recent !== undefined) return recent;
    const older = this.older.get(key);
    if (older !== undefined) this.keep(key, older);
    return older;
  }

  /** Keeps `value` as the answer for `key`, replacing any kept one. */
  set(key: K, value: V): void {
    this.older.delete(key);
    this.keep(key, value);
  }

  /** How many answers are kept (each Map holds at most half the capacity). */
  get size(): number {
    let size = this.recent.size;
    for (const key of this.older.keys()) if (!this.recent.has(key)) size += 1;
    return size;
  }

  private keep(key: K, value: V): void {
    if (this.recent.size >= this.half && !this.recent.has(key)) {
      this.older = this.recent;
      this.recent = new Map();
    }
    this.recent.set(key, value);
  }
}

// The products' words as postings: each distinct word, sorted, with the positions of the products
// that have it, built while the listing index reads its copy (search-words.ts says which words).

/** The first place in `sorted` whose word is not sorted before `word`. */
export function lowerBound(sorted: readonly string[], word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Sorted distinct words, each with the ascending positions of the products that have it. */
export class Postings {
  constructor(
    readonly words: readonly string[],
    /** The positions of word k: positions[start[k]..start[k + 1]]. */
    private readonly start: Uint32Array,
    private readonly positions: Int32Array,
  ) {}

  /** The words starting with `prefix`, as [from, to): sorted, they follow one another. */
  prefixRange(prefix: string): [number, number] {
    const from = lowerBound(this.words, prefix);
    let lo = from;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[mid]!.startsWith(prefix)) lo = mid + 1;
      else hi = mid;
    }
    return [from, lo];
  }

  /** The code of `word`, or -1 when no product has it. */
  find(word: string): number {
    const at = lowerBound(this.words, word);
    return this.words[at] === word ? at : -1;
  }

  /**
   * The positions of the words [from, to), a position once per word, as a view of the postings.
   * Callers loop over it themselves: a short prefix has hundreds of thousands of postings, and a
   * call per posting to a visitor (which V8 cannot inline when each caller passes its own) took
   * most of the time of marking them.
   */
  positionsOf(from: number, to: number): Int32Array {
    return this.positions.subarray(this.start[from]!, this.start[to]!);
  }
}

/** Int32s appended one at a time, in a typed array that doubles as it fills. */
export class Int32Buffer {
  data = new Int32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
}

/**
 * Collects each product's words in position order, then sorts them into Postings. The words are
 * kept as codes in typed arrays while the copy is read: as lists of numbers per word, a read left
 * far more garbage, which is what raised the server's peak memory (bench/RESULTS.md).
 */
export class PostingsBuilder {
  private readonly codes = new Map<string, number>();
  private readonly words: string[] = [];
  /** The codes of product p: wordCodes[starts[p]..starts[p + 1]]. */
  private readonly starts = new Int32Buffer();
  private readonly wordCodes = new Int32Buffer();

  add(position: number, word: string): void {
    while (this.starts.length <= position) this.starts.push(this.wordCodes.length);
    let code = this.codes.get(word);
    if (code === undefined) {
      code = this.words.length;
      this.codes.set(word, code);
      this.words.push(word);
    }
    const added = this.wordCodes.data;
    for (let k = this.starts.data[position]!; k < this.wordCodes.length; k++) if (added[k] === code) return;
    this.wordCodes.push(code);
  }

  build(): Postings {
    const byText = this.words
      .map((_, code) => code)
      .sort((a, b) => (this.words[a]! < this.words[b]! ? -1 : 1));
    const rank = new Int32Array(this.words.length);
    byText.forEach((code, r) => {
      rank[code] = r;
    });
    const start = new Uint32Array(this.words.length + 1);
    const codes = this.wordCodes.data.subarray(0, this.wordCodes.length);
    for (const code of codes) start[rank[code]! + 1]!++;
    for (let r = 0; r < this.words.length; r++) start[r + 1]! += start[r]!;
    const positions = new Int32Array(codes.length);
    const next = start.slice(0, this.words.length);
    this.starts.push(codes.length);
    for (let p = 0; p + 1 < this.starts.length; p++)
      for (let k = this.starts.data[p]!; k < this.starts.data[p + 1]!; k++)
        positions[next[rank[codes[k]!]!]!++] = p;
    return new Postings(
      byText.map((code) => this.words[code]!),
      start,
      positions,
    );
  }
}

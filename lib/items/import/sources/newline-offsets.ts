const LF = 0x0a;

/**
 * The byte offsets of the line breaks in a stream, as it passes by, so a parser's byte position
 * can be turned into a line number. Only offsets not yet asked about are kept: memory stays
 * bounded by what the parser has buffered ahead.
 */
export class NewlineOffsets {
  private pending: number[] = [];
  private head = 0;
  private passed = 0;
  private counted = 0;

  /** Notes the line breaks of the next chunk; returns how many bytes came before it. */
  see(chunk: Uint8Array): number {
    const start = this.passed;
    for (let i = chunk.indexOf(LF); i !== -1; i = chunk.indexOf(LF, i + 1))
      this.pending.push(start + i);
    this.passed += chunk.length;
    return start;
  }

  /** Line breaks before byte `offset`; offsets must be asked about in increasing order. */
  before(offset: number): number {
    while (this.head < this.pending.length && this.pending[this.head] < offset) {
      this.head += 1;
      this.counted += 1;
    }
    if (this.head > 4096 && this.head * 2 > this.pending.length) {
      this.pending = this.pending.slice(this.head);
      this.head = 0;
    }
    return this.counted;
  }

  /** Line breaks in everything seen so far. */
  get total(): number {
    return this.counted + this.pending.length - this.head;
  }
}

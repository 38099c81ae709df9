/**
 * An immutable list that grows at its end in constant time, for a state folded from a long stream
 * (a plan ledger holds every format of a publisher: copying it per event made an import of 100 000
 * formats quadratic). Each list is a prefix of one shared array; appending to the longest list
 * pushes in place, which no shorter list can see, and appending to a shorter one copies its prefix.
 */
export class GrowingList<Item> {
  private constructor(
    private readonly shared: Item[],
    readonly length: number,
  ) {}

  static of<Item>(items: readonly Item[] = []): GrowingList<Item> {
    return new GrowingList([...items], items.length);
  }

  append(item: Item): GrowingList<Item> {
    const shared = this.shared.length === this.length ? this.shared : this.shared.slice(0, this.length);
    shared.push(item);
    return new GrowingList(shared, this.length + 1);
  }

  includes(item: Item): boolean {
    const at = this.shared.indexOf(item);
    return at >= 0 && at < this.length;
  }

  toArray(): Item[] {
    return this.shared.slice(0, this.length);
  }
}

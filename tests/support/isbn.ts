let isbnCounter = 0;

/** A valid ISBN-13 each time (978 prefix, computed check digit): ISBNs are unique per publisher. */
export function nextIsbn(): string {
  const body = `978${String(Date.now() % 1_000_000).padStart(6, '0')}${String(isbnCounter++ % 1000).padStart(3, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

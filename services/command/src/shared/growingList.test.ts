import { describe, expect, it } from 'vitest';

import { GrowingList } from './growingList.ts';

describe('a growing list', () => {
  it('keeps every earlier list as it was when a later one grows', () => {
    const two = GrowingList.of(['a']).append('b');
    const three = two.append('c');
    const otherThree = two.append('x');
    expect(two.toArray()).toEqual(['a', 'b']);
    expect(three.toArray()).toEqual(['a', 'b', 'c']);
    expect(otherThree.toArray()).toEqual(['a', 'b', 'x']);
    expect(two.includes('c')).toBe(false);
    expect(three.includes('c')).toBe(true);
    expect(otherThree.includes('c')).toBe(false);
    expect([two.length, three.length, otherThree.length]).toEqual([2, 3, 3]);
  });
});

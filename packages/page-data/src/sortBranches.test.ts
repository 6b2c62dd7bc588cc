import { describe, expect, it } from 'vitest';
import { sortBranches } from './branchView';

const named = (...names: string[]) => names.map((branchName) => ({ branchName }));

describe('sortBranches', () => {
  it('orders branches A–Z by name', () => {
    const sorted = sortBranches(
      named(
        'Salem - Five Roads',
        'Bengaluru - Jayanagar',
        'Chennai - T. Nagar',
        'Chennai - Anna Nagar',
      ),
    );
    expect(sorted.map((b) => b.branchName)).toEqual([
      'Bengaluru - Jayanagar',
      'Chennai - Anna Nagar',
      'Chennai - T. Nagar',
      'Salem - Five Roads',
    ]);
  });

  it('ignores case, so a lower-case name is not pushed to the end', () => {
    expect(sortBranches(named('Madurai', 'anna Salai', 'Zeta')).map((b) => b.branchName)).toEqual([
      'anna Salai',
      'Madurai',
      'Zeta',
    ]);
  });

  it('puts numbers in numeric order', () => {
    expect(
      sortBranches(named('Branch 10', 'Branch 2', 'Branch 1')).map((b) => b.branchName),
    ).toEqual(['Branch 1', 'Branch 2', 'Branch 10']);
  });

  it('leaves the given list as it was', () => {
    const list = named('B', 'A');
    sortBranches(list);
    expect(list.map((b) => b.branchName)).toEqual(['B', 'A']);
  });
});

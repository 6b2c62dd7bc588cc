import { describe, expect, it } from 'vitest';
import { filterBranches } from './filterBranches';

const branches = [
  {
    branchName: 'Chennai - T. Nagar',
    city: 'Chennai',
    state: 'Tamil Nadu',
    address: 'No. 48, Usman Road, T. Nagar, Chennai 600017',
  },
  {
    branchName: 'Chennai - Anna Nagar',
    city: 'Chennai',
    state: 'Tamil Nadu',
    address: '2nd Avenue, Anna Nagar, Chennai 600040',
  },
  {
    branchName: 'Bengaluru - Jayanagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    address: '11th Main, Jayanagar 4th Block',
  },
];
const names = (list: typeof branches) => list.map((b) => b.branchName);

describe('filterBranches', () => {
  it('keeps every branch for an empty or blank query', () => {
    expect(filterBranches(branches, '')).toEqual(branches);
    expect(filterBranches(branches, '   ')).toEqual(branches);
  });

  it('finds branches by city, without regard to case', () => {
    expect(names(filterBranches(branches, 'chennai'))).toEqual([
      'Chennai - T. Nagar',
      'Chennai - Anna Nagar',
    ]);
    expect(names(filterBranches(branches, 'BENGALURU'))).toEqual(['Bengaluru - Jayanagar']);
  });

  it('finds branches by the start of a word in the name, state or address', () => {
    expect(names(filterBranches(branches, 'anna'))).toEqual(['Chennai - Anna Nagar']);
    expect(names(filterBranches(branches, 'karna'))).toEqual(['Bengaluru - Jayanagar']);
    expect(names(filterBranches(branches, 'usman'))).toEqual(['Chennai - T. Nagar']);
  });

  it('reads the query as a phrase, ignoring punctuation and extra spaces', () => {
    expect(names(filterBranches(branches, 't nagar'))).toEqual(['Chennai - T. Nagar']);
    expect(names(filterBranches(branches, '  T.Nagar '))).toEqual(['Chennai - T. Nagar']);
    expect(names(filterBranches(branches, 'anna  nagar'))).toEqual(['Chennai - Anna Nagar']);
    expect(filterBranches(branches, 'chennai karnataka')).toEqual([]);
  });

  it('does not match inside a word', () => {
    expect(filterBranches(branches, 'agar')).toEqual([]);
  });
});

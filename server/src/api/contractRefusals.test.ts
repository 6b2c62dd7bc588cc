import { apiPaths, branchListRequest, goldRateViewRequest } from '@gold/contracts';
import { describe, expect, it } from 'vitest';
import {
  jsonApi,
  lead,
  outcomeOf,
  refusal,
  startingWith,
  jsonApiForFile,
} from '../testing/jsonRefusalKit';
import { postEncrypted } from '../testing/testApi';

// Payloads that decrypt but fail the contracts of @gold/contracts, the rules the forms use: each
// gets a 400 naming every problem, and nothing is written.

jsonApiForFile();

describe('payloads that fail the contracts', () => {
  const cases: [string, string, unknown, unknown][] = [
    [
      'goldRate/view with another dataStatus',
      apiPaths.goldRateView,
      { ...goldRateViewRequest, dataStatus: 3 },
      'dataStatus: Invalid input: expected 2',
    ],
    [
      'goldRate/view with a huge page',
      apiPaths.goldRateView,
      { ...goldRateViewRequest, pageSize: 1000 },
      'pageSize: Too big: expected number to be <=100',
    ],
    [
      'goldRate/view with a missing field',
      apiPaths.goldRateView,
      { ...goldRateViewRequest, page: undefined },
      'page: Invalid input: expected number, received undefined',
    ],
    [
      'calculator with a bad mobile number',
      apiPaths.calculate,
      { ...lead, mobileNumber: '98765' },
      'mobileNumber: Invalid',
    ],
    [
      'calculator with three decimals',
      apiPaths.calculate,
      { ...lead, goldGrams: '1.005' },
      'goldGrams: Invalid',
    ],
    [
      'calculator with grams as a number',
      apiPaths.calculate,
      { ...lead, goldGrams: 10 },
      'goldGrams: required',
    ],
    [
      'calculator with an unknown carat',
      apiPaths.calculate,
      { ...lead, goldCarat: '21' },
      startingWith('goldCarat: '),
    ],
    ['calculator with an empty name', apiPaths.calculate, { ...lead, name: '' }, 'name: required'],
    [
      'calculator with several problems',
      apiPaths.calculate,
      { ...lead, name: 'R2D2', emailId: 'x@' },
      'name: Invalid; emailId: Invalid',
    ],
    [
      'calculator with an extra field',
      apiPaths.calculate,
      { ...lead, price: 1 },
      'payload: Unrecognized key: "price"',
    ],
    [
      'branches with another status',
      apiPaths.branchList,
      { ...branchListRequest(5), status: 0 },
      'status: Invalid input: expected 1',
    ],
    [
      'branches with a fractional page',
      apiPaths.branchList,
      { ...branchListRequest(5), pageNumber: 0.5 },
      startingWith('pageNumber: '),
    ],
    [
      'branches with a negative page',
      apiPaths.branchList,
      { ...branchListRequest(5), pageNumber: -1 },
      startingWith('pageNumber: Too small'),
    ],
    [
      'branches with page size 0',
      apiPaths.branchList,
      branchListRequest(0),
      startingWith('pageSize: Too small'),
    ],
    [
      'callback request without a time',
      apiPaths.generalEnquiry,
      { name: 'Ravi', mobileNumber: '9123456780' },
      'preferredTime: required',
    ],
    [
      'callback request for a time not offered',
      apiPaths.generalEnquiry,
      { name: 'Ravi', mobileNumber: '9123456780', preferredTime: 'Midnight' },
      'preferredTime: Invalid',
    ],
    [
      'callback request with a message that is not text',
      apiPaths.generalEnquiry,
      { name: 'Ravi', mobileNumber: '9123456780', preferredTime: 'Any time', message: null },
      'message: Invalid',
    ],
  ];

  for (const [name, path, payload, message] of cases) {
    it(`${name} -> 400`, async () => {
      expect(await outcomeOf(() => postEncrypted(jsonApi(), path, payload))).toEqual(
        refusal(400, message),
      );
    });
  }
});

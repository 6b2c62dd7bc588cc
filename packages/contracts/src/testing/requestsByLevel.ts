import { apiPaths } from '../envelope';

/**
 * One request of every API call, as a page built at each API level sends it (docs/contracts.md).
 * Written out, not built from today's schemas: a level's requests never change once recorded, so
 * that the server's `apiLevels.test.ts` replays what builds of that level really send. A new
 * level adds its requests here; a level goes once the floor passes it.
 */
export const requestsByLevel: Readonly<Record<number, LevelRequests>> = {
  1: {
    json: [
      {
        path: apiPaths.goldRateView,
        payload: { dataStatus: 2, content: '', endDate: '', startDate: '', pageSize: 5, page: 0 },
      },
      {
        path: apiPaths.branchList,
        payload: {
          status: 1,
          searchContent: '',
          fromDate: '',
          toDate: '',
          pageSize: 5,
          pageNumber: 0,
        },
      },
      {
        path: apiPaths.calculate,
        payload: {
          name: 'Level One',
          mobileNumber: '9876543210',
          emailId: 'level.one@example.com',
          city: 'Chennai',
          goldGrams: '10.25',
          goldCarat: '22',
        },
      },
      {
        path: apiPaths.generalEnquiry,
        payload: {
          name: 'Level One',
          mobileNumber: '9123456780',
          preferredTime: 'Evening (4 - 7 pm)',
          message: 'Do you buy silver?',
        },
      },
    ],
    franchise: {
      path: apiPaths.franchiseEnquiry,
      data: {
        name: 'Level One',
        mobileNumber: '9000012345',
        mailId: 'level.one@example.com',
        previousExperiences: '4',
        totalFundAvailableForInvest: '2500000',
        totalFundAvailableNow: '1500000',
      },
    },
  },
};

/** The requests of one API level. */
export interface LevelRequests {
  /** The calls posted as `{data: <cipher text>}`, with the payload before encryption. */
  json: { path: string; payload: unknown }[];
  /** The franchise enquiry, posted as a multipart form whose `data` part is encrypted. */
  franchise: { path: string; data: unknown };
}

// The fuzz test's whole run of malformed requests, category by category in turn.
import { apiPaths } from '@gold/contracts';
import {
  franchiseWithData,
  malformedForm,
  oversizedForm,
  spoofedForm,
  truncatedUpload,
} from './formRequests';
import {
  cipherCategories,
  endpoints,
  json,
  jsonEndpoints,
  malformedJsonBody,
  oversizedJsonBody,
  pick,
  validPayloads,
  type FuzzRequest,
  type Payload,
  type Random,
} from './jsonRequests';

const categories = [
  ...Object.keys(cipherCategories),
  'malformed body',
  'oversized body',
  'multipart structure',
  'spoofed file types',
  'truncated upload',
];

/** The whole run, deterministic for the seed. */
export async function generate(random: Random, key: string, count: number): Promise<FuzzRequest[]> {
  const requests: FuzzRequest[] = [];
  let bigFiles = 0;
  for (let i = 0; i < count; i += 1) {
    const category = categories[i % categories.length] as string;
    const cipher = cipherCategories[category];
    if (cipher) {
      const endpoint = pick(random, endpoints);
      const data = cipher(random, validPayloads[endpoint] as Payload, key);
      requests.push(
        endpoint === apiPaths.franchiseEnquiry
          ? await franchiseWithData(random, category, data)
          : json(endpoint, category, JSON.stringify({ data })),
      );
    } else if (category === 'malformed body') {
      requests.push(malformedJsonBody(random, pick(random, jsonEndpoints), key));
    } else if (category === 'oversized body') {
      // Every fourth oversized request is a 5 MB upload: enough to prove the limit, cheap enough to run.
      const endpoint = pick(random, endpoints);
      const bigFile = endpoint === apiPaths.franchiseEnquiry && (bigFiles += 1) % 4 === 0;
      requests.push(
        endpoint === apiPaths.franchiseEnquiry
          ? await oversizedForm(random, key, bigFile)
          : oversizedJsonBody(random, endpoint),
      );
    } else if (category === 'truncated upload') {
      requests.push(await truncatedUpload(random, key));
    } else if (category === 'spoofed file types') {
      requests.push(await spoofedForm(random, key));
    } else {
      requests.push(await malformedForm(random, key));
    }
  }
  return requests;
}

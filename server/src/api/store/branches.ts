import type { Branch } from '@gold/contracts';
import type { Queryable } from '../../platform/database/database';
import { returnedRow } from '../../platform/database/returnedRow';
import type { Page, PageRequest } from '../../platform/database/page';

/** A branch to store; status 1 is open to the public, anything else is hidden. */
export interface NewBranch extends Branch {
  status: number;
}

/** Which branches to list: by status, and by a case-insensitive text over name, city and address. */
export interface BranchFilter {
  status: number;
  search: string;
}

interface BranchRow {
  branch_name: string;
  incharge_name: string;
  mobile_number: string;
  shop_open_timing: string;
  shop_closing_timing: string;
  address: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

function fromRow(row: BranchRow): Branch {
  return {
    branchName: row.branch_name,
    inchargeName: row.incharge_name,
    mobileNumber: row.mobile_number,
    shopOpenTiming: row.shop_open_timing,
    shopClosingTiming: row.shop_closing_timing,
    address: row.address,
    city: row.city,
    state: row.state,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** `%text%` for ILIKE, with the pattern characters of the text itself taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const matching = `FROM branches
  WHERE status = $1 AND (branch_name ILIKE $2 OR city ILIKE $2 OR address ILIKE $2)`;

/** One page of the branches that match `filter`, in alphabetical order of name. */
export async function listBranches(
  db: Queryable,
  filter: BranchFilter,
  page: PageRequest,
): Promise<Page<Branch>> {
  const params = [filter.status, containsPattern(filter.search.trim())];
  const rows = await db.query<BranchRow>(
    `SELECT branch_name, incharge_name, mobile_number, shop_open_timing, shop_closing_timing,
            address, city, state, latitude, longitude
     ${matching}
     ORDER BY lower(branch_name), id
     LIMIT $3 OFFSET $4`,
    [...params, page.limit, page.offset],
  );
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total ${matching}`,
    params,
  );
  return { items: rows.map(fromRow), total: count?.total ?? 0 };
}

/** Stores a branch and returns its id. */
export async function insertBranch(db: Queryable, branch: NewBranch): Promise<number> {
  const inserted = returnedRow(
    await db.query<{ id: number }>(
      `INSERT INTO branches (branch_name, incharge_name, mobile_number, shop_open_timing, shop_closing_timing,
                           address, city, state, latitude, longitude, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        branch.branchName,
        branch.inchargeName,
        branch.mobileNumber,
        branch.shopOpenTiming,
        branch.shopClosingTiming,
        branch.address,
        branch.city,
        branch.state,
        branch.latitude,
        branch.longitude,
        branch.status,
      ],
    ),
    'branches',
  );
  return inserted.id;
}

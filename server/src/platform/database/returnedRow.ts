/** The one row an INSERT ... RETURNING gave back; `table` names it in the error if none came. */
export function returnedRow<T>(rows: T[], table: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`INSERT INTO ${table} returned no row`);
  return row;
}

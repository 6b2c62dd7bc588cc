/** Which slice of a sorted list to read. */
export interface PageRequest {
  limit: number;
  offset: number;
}

/** One slice of a list and the size of the whole list. */
export interface Page<T> {
  items: T[];
  total: number;
}

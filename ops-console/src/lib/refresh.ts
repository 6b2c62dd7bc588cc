/** How often the console reads the registry again, so that others' changes and the guard show. */
export const REFRESH_MS = 5000;

/** Moves the single-page app to a path without a reload. */
export type SiteNavigator = (to: string) => void;

let navigator: SiteNavigator | undefined;

/**
 * The shell hands its router's navigate function here. Remotes navigate through it instead of
 * importing the router, so the router stays out of the share scope and is tree-shaken in the
 * shell alone (about half its bytes).
 */
export function setSiteNavigator(next: SiteNavigator | undefined) {
  navigator = next;
}

/** Navigates within the site: through the shell's router when there is one, else by loading. */
export function navigateTo(to: string) {
  if (navigator) navigator(to);
  else window.location.assign(to);
}

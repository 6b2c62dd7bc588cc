import type { HandOver } from './adoption';
import type { IslandEvents } from './hydrateIsland';

/**
 * What an island or page hydrated before the layout tells, held until the layout adopts it: its
 * failures and its being settled. A failure is also signalled at once, so that the layout starts
 * to report it and to give way to another version.
 */
export class HeldEvents implements IslandEvents, HandOver {
  private readonly errors: unknown[] = [];
  private done = false;
  private owner?: IslandEvents;

  constructor(private readonly onFailure: (error: unknown) => void) {}

  failed = (error: unknown) => {
    if (this.owner) return this.owner.failed(error);
    this.errors.push(error);
    this.onFailure(error);
  };

  settled = () => {
    this.done = true;
    this.owner?.settled();
  };

  /** From now on tells `owner`, first what was held. */
  handTo(owner: IslandEvents) {
    this.owner = owner;
    for (const error of this.errors.splice(0)) owner.failed(error);
    if (this.done) owner.settled();
  }
}

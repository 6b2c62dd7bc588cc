/**
 * Whether the server is stopping: set by the SIGTERM handler, read by `/readyz`, which answers
 * 503 from then on so that a load balancer sends new requests to the other instances.
 */
export class DrainState {
  private on = false;

  /** From now on this instance is leaving; there is no way back (a stop ends in an exit). */
  start(): void {
    this.on = true;
  }

  get draining(): boolean {
    return this.on;
  }
}

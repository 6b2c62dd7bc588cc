/** Resolves in a new task, so that the work after it does not lengthen the task running now. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

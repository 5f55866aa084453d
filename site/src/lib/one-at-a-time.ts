/**
 * Saves that must reach the server in the order they were made (a cart line's quantity, the cart's
 * contact): each task starts once the previous one has settled, so two requests are never in
 * flight at once and cannot arrive the other way round. A task that fails does not stop the next.
 *
 * @example
 * const saves = oneAtATime();
 * void saves.run(() => saveQuantity(5));
 * void saves.run(() => saveQuantity(3)); // sent once 5 has been answered
 */
export interface OneAtATime {
  /** Queues the task; settles as it does. */
  run(task: () => Promise<void>): Promise<void>;
  /** Tasks queued or running. */
  readonly pending: number;
}

export function oneAtATime(): OneAtATime {
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;
  return {
    get pending() {
      return pending;
    },
    run(task) {
      pending += 1;
      const result = tail.then(task).finally(() => {
        pending -= 1;
      });
      tail = result.catch(() => undefined);
      return result;
    },
  };
}

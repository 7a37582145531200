import { globalPlugin } from './global.js';

/**
 * `app.afterResponse(label, work)`: run `work` once the current handler has answered, so the
 * answer neither waits for it nor reveals through its timing what the work found (a password
 * reset for an unknown address answers exactly like one for a known address). Failures are
 * logged with the label; closing the app waits for work still running, and so does
 * `app.afterResponseIdle()` (tests wait for it instead of the clock).
 */
export default globalPlugin('after-response', async (app) => {
  const running = new Set<Promise<void>>();
  app.decorate('afterResponse', (label: string, work: () => Promise<void>) => {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => {
        app.log.error({ err: error, work: label }, 'work after the response failed');
      })
      .finally(() => running.delete(task));
    running.add(task);
  });
  const idle = async (): Promise<void> => {
    while (running.size > 0) await Promise.allSettled([...running]);
  };
  app.decorate('afterResponseIdle', idle);
  app.addHook('onClose', idle);
});

import type { Redis } from 'ioredis';

/**
 * Closes an ioredis connection for good: QUIT when connected (pending replies first), else drops the socket; never
 * waits more than a second. Never rejects: Redis being down when a process stops is not the process's failure (a
 * client with no offline queue refuses QUIT at once while reconnecting).
 */
export async function quitRedis(connection: Redis): Promise<void> {
  if (connection.status === 'ready') {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      connection.quit().catch(() => undefined),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, 1_000);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
  }
  if (connection.status !== 'end') connection.disconnect();
}

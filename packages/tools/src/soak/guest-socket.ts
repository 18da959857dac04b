import { BenchSocket } from '../bench-server/load/bench-socket.ts';
import { newGuest } from '../bench-server/load/rest.ts';

/**
 * A new guest `name` on the process at `url` (http://...), and its WebSocket, open (hello received); `closed` counts a
 * close the soak did not ask for.
 */
export async function guestSocket(
  url: string,
  name: string,
  closed: { unexpectedCloses: number },
): Promise<BenchSocket> {
  const guest = await newGuest(url, name);
  return BenchSocket.open(`${url.replace(/^http/, 'ws')}/ws`, guest.token, {
    frame: () => undefined,
    unexpectedClose: () => {
      closed.unexpectedCloses++;
    },
  });
}

import { describe, expect, it } from 'vitest';
import { parseClusterFlags } from './flags.ts';

describe('cluster flags', () => {
  it('has defaults: two processes behind port 8080, on the ports after it', () => {
    expect(parseClusterFlags([])).toEqual({
      processes: 2,
      port: 8080,
      host: '0.0.0.0',
      firstBackendPort: 8081,
      routeByTable: false,
    });
  });

  it('reads every flag', () => {
    expect(
      parseClusterFlags([
        '--processes',
        '3',
        '--port',
        '9000',
        '--first-backend-port',
        '9100',
        '--host',
        '127.0.0.1',
        '--route-by-table',
      ]),
    ).toEqual({ processes: 3, port: 9000, host: '127.0.0.1', firstBackendPort: 9100, routeByTable: true });
  });

  it('puts the processes after --port when only --port is given', () => {
    expect(parseClusterFlags(['--port', '3000', '--processes', '4'])?.firstBackendPort).toBe(3001);
  });

  it('returns null for --help', () => {
    expect(parseClusterFlags(['--help'])).toBeNull();
  });

  it.each([
    [['--processes', '0'], /--processes/],
    [['--processes', '1.5'], /--processes/],
    [['--port', '70000'], /--port/],
    [['--port', '8082', '--first-backend-port', '8081', '--processes', '3'], /among the processes' ports/],
    [['--first-backend-port', '65535', '--processes', '2'], /no room/],
    [['--nope'], /Unknown option/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseClusterFlags(argv)).toThrow(message);
  });
});

/** Progress on stderr; stdout carries only the result. */
export const log = (text: string): void => void process.stderr.write(`bench:server: ${text}\n`);

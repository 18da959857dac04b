// What Birzha's tests share, one file a job. Test files only: lint forbids importing it from production code.
export { freePort, portIsFree, stablePort } from './free-port.ts';
export { parseMail, type ParsedMail } from './mail.ts';
export { QUICK, runs } from './quickness.ts';
export { sleep } from './sleep.ts';
export { SmtpSink, type SmtpMode, type SunkMail } from './smtp-sink.ts';
export { waitFor, type WaitOptions } from './wait-for.ts';

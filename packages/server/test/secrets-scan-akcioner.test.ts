// The secrets scan of akcioner (secrets/scan.ts), in a file of its own so that the games' scans run side by side.
import { describeSecretsScan } from './secrets/scan.ts';

describeSecretsScan('akcioner');

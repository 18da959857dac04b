// The secrets scan of checkers-exchange (secrets/scan.ts), in a file of its own so that the games' scans run side by side.
import { describeSecretsScan } from './secrets/scan.ts';

describeSecretsScan('checkers-exchange');

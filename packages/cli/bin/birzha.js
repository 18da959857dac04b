#!/usr/bin/env node
// The installed `birzha` command: the CLI is TypeScript run through tsx, as in the root `birzha` script.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');

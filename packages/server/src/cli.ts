#!/usr/bin/env node
import { runCli } from './cli/runCli';

const code = await runCli(process.argv.slice(2));
if (code !== null) process.exit(code);

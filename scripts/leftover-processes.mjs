#!/usr/bin/env node
// What a run left running (docs/engineering.md#tests, issue 35). Every process a step starts
// inherits its environment, also one whose parent is gone or that started a session of its own
// (Playwright's web servers and browsers do): a variable set for the step alone finds them all
// in /proc, where a process tree or a process group would lose them.
//
// As a command (`.ci/run`): `node scripts/leftover-processes.mjs NAME=VALUE [--kill]` prints
// every process but itself whose environment holds NAME=VALUE, kills them with --kill, and exits
// 1 if there was one.
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

/** Processes (pid and command line) whose environment holds `marker` (`NAME=VALUE`). */
function processesMarked(marker) {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      // A zombie's environment reads empty: it is gone but for its exit code.
      const environment = readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0');
      if (!environment.includes(marker)) continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'latin1').replaceAll('\0', ' ');
      found.push({ pid: Number(entry), command: command.trim() });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return found;
}

/**
 * The processes still holding `marker` once those that are ending have had `graceMs` to go (a
 * server sent SIGTERM as its test ended closes its sockets first); each then gets SIGKILL.
 */
export async function leftoverProcesses(marker, graceMs = 5_000) {
  const deadline = Date.now() + graceMs;
  let left = processesMarked(marker);
  while (left.length > 0 && Date.now() < deadline) {
    await delay(100);
    left = processesMarked(marker);
  }
  for (const { pid } of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  return left;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [marker, option] = process.argv.slice(2);
  if (marker === undefined || !marker.includes('=')) {
    console.error('usage: node scripts/leftover-processes.mjs NAME=VALUE [--kill]');
    process.exit(2);
  }
  const left = option === '--kill' ? await leftoverProcesses(marker) : processesMarked(marker);
  for (const { pid, command } of left) console.log(`still running: ${pid} ${command}`);
  process.exit(left.length > 0 ? 1 : 0);
}

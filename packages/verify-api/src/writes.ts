import type { RunContext } from './context';

export async function verifyWrites(_context: RunContext): Promise<void> {}

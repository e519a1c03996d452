import { failOnConsoleError } from './console';

// Pure tests in Node: no DOM to set up, but the same rule as every other test.
failOnConsoleError();

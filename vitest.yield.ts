/**
 * A setup file for the Node test suites: after each test, yield to the event loop once.
 *
 * Property tests run synchronously for many seconds. Vitest's worker reports progress to the main
 * process over an RPC channel whose calls time out after 60 s, and a reply can only be read when
 * the worker's event loop turns. Without a turn between tests, a file of long synchronous tests on
 * a loaded machine makes the worker miss a reply and the run fail with "Timeout calling
 * onTaskUpdate" although every test passed. With this, a worker is busy at most one test at a time.
 */
import { afterEach } from "vitest";

afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)));

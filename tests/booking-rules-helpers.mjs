// What the booking-rules unit tests (tests/unit/booking-rules*.test.mjs) share.
import assert from 'node:assert/strict';

import {offeredTimes} from '../src/booking-rules/engine.mjs';

/** The result of a valid input (fails the test otherwise). */
export function run(input, fn = offeredTimes) {
  const result = fn(input);
  assert.equal(result.ok, true, `unexpected errors: ${JSON.stringify(result.errors)}`);
  return result;
}

/** The candidate slot at `time` (fails the test when there is none). */
export function slotAt(result, time) {
  const slot = result.slots.find((s) => s.time === time);
  assert.ok(slot, `no candidate slot at ${time}`);
  return slot;
}

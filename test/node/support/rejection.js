import assert from 'node:assert/strict';

/** The reason `promise` rejects with; fails the test when it resolves. */
export async function rejection(promise) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  assert.fail('expected a rejection');
}

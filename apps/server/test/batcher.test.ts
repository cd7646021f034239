import { describe, expect, it } from 'vitest';
import { createBatcher } from '../src/lib/batcher';

/** A lookup whose batches the test answers (or fails) when it chooses, in the order sent. */
function controlledLookup() {
  const batches: { inputs: number[]; answer: () => void; fail: (error: Error) => void }[] = [];
  const run = (_kind: string, inputs: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push({
        inputs,
        answer: () => resolve(inputs.map((input) => `answer ${input}`)),
        fail: reject,
      });
    });
  return { batches, run };
}

/** Lets every promise callback that is ready run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatcher', () => {
  it('sends a call at once while fewer batches than allowed are out', async () => {
    const { batches, run } = controlledLookup();
    const lookup = createBatcher({ run, keyOf: () => 'one kind', maxInFlight: 2, maxBatch: 10 });

    const first = lookup(1);
    const second = lookup(2);
    expect(batches.map((batch) => batch.inputs)).toEqual([[1], [2]]);

    batches[0]?.answer();
    batches[1]?.answer();
    expect(await Promise.all([first, second])).toEqual(['answer 1', 'answer 2']);
  });

  it('sends the calls made while every batch is out together, each answered with its own result', async () => {
    const { batches, run } = controlledLookup();
    const lookup = createBatcher({ run, keyOf: () => 'one kind', maxInFlight: 1, maxBatch: 10 });

    const first = lookup(1);
    const waiting = [lookup(2), lookup(3), lookup(4)];
    expect(batches).toHaveLength(1);

    batches[0]?.answer();
    expect(await first).toBe('answer 1');
    await settle();
    expect(batches.map((batch) => batch.inputs)).toEqual([[1], [2, 3, 4]]);

    batches[1]?.answer();
    expect(await Promise.all(waiting)).toEqual(['answer 2', 'answer 3', 'answer 4']);
  });

  it('puts at most maxBatch calls in a batch', async () => {
    const { batches, run } = controlledLookup();
    const lookup = createBatcher({ run, keyOf: () => 'one kind', maxInFlight: 1, maxBatch: 2 });

    const calls = [1, 2, 3, 4, 5].map((input) => lookup(input));
    for (let sent = 1; sent <= 3; sent++) {
      batches[sent - 1]?.answer();
      await settle();
    }
    expect(batches.map((batch) => batch.inputs)).toEqual([[1], [2, 3], [4, 5]]);
    expect(await Promise.all(calls)).toEqual([1, 2, 3, 4, 5].map((input) => `answer ${input}`));
  });

  it('fails every call of a failed batch with its error, and goes on with the next', async () => {
    const { batches, run } = controlledLookup();
    const lookup = createBatcher({ run, keyOf: () => 'one kind', maxInFlight: 1, maxBatch: 10 });

    const first = lookup(1);
    const failing = [lookup(2), lookup(3)];
    batches[0]?.answer();
    await first;
    await settle();
    batches[1]?.fail(new Error('the database went away'));
    for (const call of failing) await expect(call).rejects.toThrow('the database went away');

    const later = lookup(4);
    await settle();
    batches[2]?.answer();
    expect(await later).toBe('answer 4');
  });

  it('sends each kind in batches of its own, oldest first, sharing the batches in flight', async () => {
    const batches: { kind: string; inputs: number[]; answer: () => void }[] = [];
    const lookup = createBatcher({
      run: (kind: string, inputs: number[]) =>
        new Promise<string[]>((resolve) => {
          batches.push({
            kind,
            inputs,
            answer: () => resolve(inputs.map((input) => `${kind} ${input}`)),
          });
        }),
      keyOf: (input: number) => (input % 2 === 0 ? 'even' : 'odd'),
      maxInFlight: 1,
      maxBatch: 10,
    });

    const calls = [1, 2, 3, 4, 5, 6].map((input) => lookup(input));
    expect(batches.map(({ kind, inputs }) => [kind, inputs])).toEqual([['odd', [1]]]);
    for (let sent = 1; sent <= 3; sent++) {
      batches[sent - 1]?.answer();
      await settle();
    }
    expect(batches.map(({ kind, inputs }) => [kind, inputs])).toEqual([
      ['odd', [1]],
      ['even', [2, 4, 6]],
      ['odd', [3, 5]],
    ]);
    expect(await Promise.all(calls)).toEqual([
      'odd 1',
      'even 2',
      'odd 3',
      'even 4',
      'odd 5',
      'even 6',
    ]);
  });

  it('fails the calls of a batch answered with the wrong number of results', async () => {
    const lookup = createBatcher({
      run: (_kind: string, inputs: number[]) => Promise.resolve(inputs.slice(1)),
      keyOf: () => 'one kind',
      maxInFlight: 1,
      maxBatch: 10,
    });

    await expect(lookup(1)).rejects.toThrow('a batch of 1 was answered 0 times');
  });
});

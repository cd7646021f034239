/**
 * What the database readers built on this use: two batches out at once, so that under load the
 * pool (two connections a core) keeps connections for every other call, and 64 calls a batch.
 */
export const READER_BATCHES_IN_FLIGHT = 2;
export const MAX_CALLS_A_BATCH = 64;

/**
 * Serves many calls of a lookup with few round trips: a call made while `maxInFlight` batches are
 * already out waits, and when one comes back the calls waiting longest go together in the next
 * batch: those of the same kind (`keyOf`, one statement per kind), at most `maxBatch`. Alone, a
 * call goes at once, so a quiet server adds no delay; under load the batches grow with the queue,
 * and one statement answers many requests. The kinds share the batches in flight, so together
 * they hold no more connections than `maxInFlight`.
 *
 * `run` answers a batch with one result per input, in the inputs' order. When it fails, every
 * call of that batch fails with its error; the next batch goes as usual.
 */
export function createBatcher<In, Out>({
  run,
  keyOf,
  maxInFlight,
  maxBatch,
}: {
  run: (key: string, inputs: In[]) => Promise<Out[]>;
  keyOf: (input: In) => string;
  maxInFlight: number;
  maxBatch: number;
}): (input: In) => Promise<Out> {
  interface Call {
    input: In;
    resolve: (output: Out) => void;
    reject: (error: unknown) => void;
  }
  /** Waiting calls by kind; a Map keeps its kinds in the order their first call came. */
  const waiting = new Map<string, Call[]>();
  let inFlight = 0;

  function send() {
    while (inFlight < maxInFlight) {
      const oldest = waiting.entries().next();
      if (oldest.done) return;
      const [key, calls] = oldest.value;
      const batch = calls.splice(0, maxBatch);
      // What is left of the kind waits behind the kinds that came after it.
      waiting.delete(key);
      if (calls.length > 0) waiting.set(key, calls);
      inFlight += 1;
      const settle = async () => {
        const outputs = await run(
          key,
          batch.map((call) => call.input),
        );
        if (outputs.length !== batch.length) {
          throw new Error(`a batch of ${batch.length} was answered ${outputs.length} times`);
        }
        batch.forEach((call, index) => call.resolve(outputs[index] as Out));
      };
      settle()
        .catch((error: unknown) => {
          for (const call of batch) call.reject(error);
        })
        .finally(() => {
          inFlight -= 1;
          send();
        });
    }
  }

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      const key = keyOf(input);
      const calls = waiting.get(key);
      if (calls) calls.push({ input, resolve, reject });
      else waiting.set(key, [{ input, resolve, reject }]);
      send();
    });
}

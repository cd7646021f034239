/**
 * Serves many calls of one lookup with few round trips: a call made while `maxInFlight` batches
 * are already out waits, and every call waiting when one comes back goes in the next batch
 * together (at most `maxBatch`). Alone, a call goes at once, so a quiet server adds no delay;
 * under load the batches grow with the queue, and one statement answers many requests.
 *
 * `run` answers a batch with one result per input, in the inputs' order. When it fails, every
 * call of that batch fails with its error; the next batch goes as usual.
 */
export function createBatcher<In, Out>({
  run,
  maxInFlight,
  maxBatch,
}: {
  run: (inputs: In[]) => Promise<Out[]>;
  maxInFlight: number;
  maxBatch: number;
}): (input: In) => Promise<Out> {
  interface Call {
    input: In;
    resolve: (output: Out) => void;
    reject: (error: unknown) => void;
  }
  const waiting: Call[] = [];
  let inFlight = 0;

  function send() {
    while (inFlight < maxInFlight && waiting.length > 0) {
      const batch = waiting.splice(0, maxBatch);
      inFlight += 1;
      const settle = async () => {
        const outputs = await run(batch.map((call) => call.input));
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
      waiting.push({ input, resolve, reject });
      send();
    });
}

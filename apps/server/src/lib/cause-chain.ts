/**
 * An error and the causes it wraps, outermost first: a failed query's error wraps the driver's,
 * which may wrap a socket's. At most `depth` links, so a cause that loops back ends there.
 */
export function causeChain(error: unknown, depth = 5): unknown[] {
  const chain: unknown[] = [];
  for (let link = error; link && chain.length < depth; link = (link as { cause?: unknown }).cause) {
    chain.push(link);
  }
  return chain;
}

import type { z } from 'zod';
import type { MemoryState } from './memoryState';

/**
 * Wraps a twin handler the way the network wraps a server route: optional latency, then the answer
 * is copied and parsed by the contract schema, so callers never share the twin's objects and the
 * twin can never answer a shape the real client would reject.
 */
export function answering(state: MemoryState) {
  return function handle<I, S extends z.ZodType>(answer: S, fn: (input: I) => z.input<S>) {
    return async (input: I): Promise<z.output<S>> => {
      await state.delay();
      const value = fn(input);
      return answer.parse(structuredClone(value)) as z.output<S>;
    };
  };
}

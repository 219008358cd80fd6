/**
 * The channel between pdf.js's two halves when both run in one thread, for reading text: each message is handed
 * over as it is, where pdf.js's own same-thread channel (its LoopbackPort) first copies it with structuredClone.
 * Text arrives in many messages, so the copies were a large part of a worker's reading (docs/policy-highlighter.md).
 *
 * Only for reading text. pdf.js sends a page's text in batches, each as the same object whose lists it then
 * replaces with new ones: a batch is handed over as a shallow copy, which keeps the lists it was sent with. When
 * it draws, it empties the very lists it has just sent (OperatorList.flush), so drawing (render.ts) keeps the
 * copying channel. The readers' tests read every real and generated PDF through this channel.
 */
type Listener = (event: { data: unknown }) => void;

/** A streamed message's batch (`chunk`) copied one level deep: the sender goes on to reuse the object. */
function withOwnBatch(data: unknown): unknown {
  const chunk = (data as { chunk?: unknown } | null)?.chunk;
  return chunk && typeof chunk === 'object' ? { ...(data as object), chunk: { ...chunk } } : data;
}

export class TextReadingPort {
  readonly #listeners = new Set<Listener>();

  /** Delivered a microtask later, as pdf.js's own channel does: a sender never runs its receiver's code inline. */
  postMessage(data: unknown): void {
    const event = { data: withOwnBatch(data) };
    void Promise.resolve().then(() => {
      for (const listener of this.#listeners) listener.call(this, event);
    });
  }

  addEventListener(_type: 'message', listener: Listener): void {
    this.#listeners.add(listener);
  }

  removeEventListener(_type: 'message', listener: Listener): void {
    this.#listeners.delete(listener);
  }

  terminate(): void {
    this.#listeners.clear();
  }
}

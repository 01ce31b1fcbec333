/** A map that forgets its oldest entry when full: memory of derived answers that must not grow without end. */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly capacity: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.capacity) this.delete(this.keys().next().value!);
    return super.set(key, value);
  }
}

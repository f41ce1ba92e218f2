// Work done once per object (an index, a pipeline, the synonyms), forgotten with the object.

/** @param {(key: any, ...rest: any[]) => any} compute */
export function perObject(compute) {
  const cache = new WeakMap();
  return (key, ...rest) => {
    if (!cache.has(key)) cache.set(key, compute(key, ...rest));
    return cache.get(key);
  };
}

/**
 * The element kit: React controls built on the SDK, each also registered as a `tb-…` custom element
 * by its own `define` module. Controls are exported here as they are added; none ship yet.
 */
export {};

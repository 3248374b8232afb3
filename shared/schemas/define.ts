/**
 * A top-level schema is written `schema(() => z.…)`, the call annotated `@__PURE__`, so that a Lambda bundle
 * leaves it out when its endpoint never uses it (docs/architecture.md#lambdas-that-start-fast). A schema is
 * built by calls, which a bundler keeps unless they are marked pure, and a pure call's arguments are still
 * evaluated: `z.object({ name: z.string() })` marked pure would still build `z.string()`. Behind a function,
 * the whole schema is built only where the constant is used; the browser and the server build it as before.
 */
export const schema = <T>(build: () => T): T => build();

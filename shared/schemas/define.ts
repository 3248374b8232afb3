/**
 * The schemas are written with zod's small build (`zod/mini`: functions instead of methods), which a Lambda
 * imports in a fifth of the time of the classic one (docs/architecture.md#lambdas-that-start-fast). It carries
 * no messages of its own: zod's English ones, which the classic build loaded by itself, are set here, where
 * every schema module comes through.
 *
 * A top-level schema is written `schema(() => z.…)`, the call annotated `@__PURE__`, so that a Lambda bundle
 * leaves it out when its endpoint never uses it. A schema is built by calls, which a bundler keeps unless they
 * are marked pure, and a pure call's arguments are still evaluated: `z.object({ name: z.string() })` marked
 * pure would still build `z.string()`. Behind a function, the whole schema is built only where the constant is
 * used; the browser and the server build it as before.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());

export const schema = <T>(build: () => T): T => build();

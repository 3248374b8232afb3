/**
 * What every Lambda of the app starts with, besides its code: the Node options of `AppFunction`
 * (infra/constructs/app-function.ts) and the variables the Lambda runtime itself sets in a function with
 * active tracing. The bench imports each bundle in this environment, so a cold start is measured as AWS runs it
 * (docs/performance.md, "Cold start").
 */

/** NODE_OPTIONS of every function: stack traces name our source files through the bundles' linked source maps. */
export const FUNCTION_NODE_OPTIONS = '--enable-source-maps';

/**
 * The environment a function's code sees when Lambda loads it: the runtime's own variables (name, region,
 * execution environment, task root, the X-Ray daemon of active tracing, credentials), UTC time and
 * NODE_OPTIONS. Nothing else of the calling process leaks in.
 */
export function lambdaStartEnvironment(functionName: string, region = 'ca-central-1'): Record<string, string> {
  return {
    PATH: '/var/lang/bin:/usr/local/bin:/usr/bin/:/bin:/opt/bin',
    LANG: 'en_US.UTF-8',
    TZ: ':UTC',
    AWS_REGION: region,
    AWS_DEFAULT_REGION: region,
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x',
    AWS_LAMBDA_FUNCTION_NAME: functionName,
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '512',
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
    AWS_LAMBDA_LOG_GROUP_NAME: `/aws/lambda/${functionName}`,
    AWS_LAMBDA_LOG_STREAM_NAME: '2026/11/28/[$LATEST]00000000000000000000000000000000',
    LAMBDA_TASK_ROOT: '/var/task',
    LAMBDA_RUNTIME_DIR: '/var/runtime',
    _HANDLER: 'index.handler',
    AWS_XRAY_DAEMON_ADDRESS: '169.254.79.129:2000',
    _AWS_XRAY_DAEMON_ADDRESS: '169.254.79.129',
    _AWS_XRAY_DAEMON_PORT: '2000',
    AWS_XRAY_CONTEXT_MISSING: 'LOG_ERROR',
    AWS_ACCESS_KEY_ID: 'ASIAEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'example',
    AWS_SESSION_TOKEN: 'example',
    NODE_OPTIONS: FUNCTION_NODE_OPTIONS,
  };
}

import { z } from 'zod';

/** Thrown when the environment does not satisfy a process's schema; names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; problem: string }[]) {
    super(`Invalid configuration: ${problems.map((p) => `${p.variable} ${p.problem}`).join('; ')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  // An empty variable (`FOO=` in a compose file or shell) means "not set", not "set to nothing".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = String(issue.path[0] ?? '(environment)');
    const missing = issue.code === 'invalid_type' && present[variable] === undefined;
    return { variable, problem: missing ? 'is required but not set' : `is invalid: ${issue.message}` };
  });
  throw new ConfigError(problems);
}

/**
 * Loads the configuration or ends the process with one clear line per bad variable: a process
 * that starts with a broken configuration fails later in ways that are much harder to read.
 */
export function loadConfigOrExit<S extends z.ZodObject>(service: string, schema: S): z.infer<S> {
  try {
    return loadConfig(schema);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const { variable, problem } of error.problems) {
      process.stderr.write(`lifewheel-${service}: configuration error: ${variable} ${problem}\n`);
    }
    process.exit(1);
  }
}

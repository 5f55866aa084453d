/**
 * The Worker's environment. Bindings (DB, ASSETS) are generated from wrangler.toml by
 * `wrangler types` into worker/worker-configuration.d.ts (`npm run lint` checks it is current);
 * optional variables, listed in .dev.vars.example, are added here.
 */
export type WorkerEnv = Env & {
  /** When set (https://…), /api/* is proxied to this shop API instead of the embedded one. */
  API_ORIGIN?: string;
};

export interface AppEnv {
  Bindings: WorkerEnv;
}

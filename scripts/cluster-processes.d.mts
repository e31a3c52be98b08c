export class ClusterError extends Error {}
export function findNginx(): string | null;
export function nginxConfigFor(template: string, options: { port: number; instancePorts: number[] }): string;
export type Cluster = { origin: string; instances: { pid: number; port: number }[]; stop(): Promise<void> };
export function startCluster(options: {
  root: string;
  /** The checkout whose deploy/nginx.conf fronts the instances; `root` unless told. */
  nginxConfigRoot?: string;
  databaseUrl: string;
  instances?: number;
  port?: number;
  firstInstancePort?: number;
  env?: Record<string, string>;
  quiet?: boolean;
}): Promise<Cluster>;

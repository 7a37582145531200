import type { FastifyInstance } from 'fastify';

export declare const REMOTE_PACKAGES: Record<string, string>;
export declare function serveDir(opts: {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  extra?: (app: FastifyInstance) => void;
}): Promise<FastifyInstance>;
export declare function servePlatform(opts: {
  hostPort: number;
  remotePorts: Record<string, number>;
  apiBase: string;
  dirs?: Record<string, string>;
  host?: string;
  publicHost?: string;
}): Promise<{
  servers: Record<string, FastifyInstance>;
  manifest: { apiBase: string; remotes: Record<string, string> };
  url: string;
  close(): Promise<void>;
}>;

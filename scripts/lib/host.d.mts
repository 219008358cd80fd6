/** Types of scripts/lib/host.mjs for the TypeScript tests that route through it. */
export interface HostConfig {
  readonly cleanUrls: boolean;
  readonly trailingSlash: boolean;
}
export function compileHostConfig(raw: unknown): HostConfig;
export function loadHostConfig(file: string): Promise<HostConfig>;
export function routeRequest(
  host: HostConfig,
  dir: string,
  url: URL,
): Promise<
  { kind: 'redirect'; status: number; location: string } | { kind: 'file'; status: number; file: string; headers: Record<string, string> }
>;

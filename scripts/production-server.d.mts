export function startProductionServer(options: {
  root: string;
  port: number;
  autoVerifiedDomain: string;
  webDistDir?: string;
}): Promise<{ origin: string; stop(): Promise<void> }>;
